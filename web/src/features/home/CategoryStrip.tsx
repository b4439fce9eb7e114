import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { categoryStrip } from '../../content/home';

/**
 * Home section 2 (docs/behaviour.md §2): the sixteen category links of content/home.ts, each an icon (decorative, the
 * visible label names the link) and a label, leading to its /category/<slug> or to /products. A labelled
 * navigation landmark; one horizontally scrollable row on phones, a wrapping grid from 768 px.
 * Icons are 96 × 96 SVGs shown at 56 px, loaded lazily (they sit below the banner on phones).
 */
export function CategoryStrip() {
  const { i18n, t } = useLingui();
  return (
    <nav className="home-categories" aria-label={t`Shop by category`}>
      <ul className="home-categories__list container">
        {categoryStrip.map((entry) => (
          <li key={entry.icon}>
            <Link className="home-categories__link" to={entry.to}>
              <img src={entry.icon} alt="" width={96} height={96} loading="lazy" decoding="async" />
              <span>{i18n._(entry.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
