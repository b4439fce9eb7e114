import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../lib/paths';
import { site } from '../content/site';
import { CartButton } from './CartButton';
import { DrawerHead } from './Drawer';
import { HeaderSearch } from '../components/product/HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuDrawer } from './MenuDrawer';
import { navLinks } from './nav-links';

/** The mobile menu drawer's element id (the MENU and close buttons' popovertarget). */
const MENU_ID = 'site-menu';

/**
 * Site header (docs/behaviour.md §2): logo → /, the six links, Upload Prescription, the search toggle and the cart icon
 * with its live badge; below 1000 px a MENU button opens a side drawer (MenuDrawer, an HTML popover that works before
 * the app has started) with the same links, closed by Escape, a tap outside, the close icon or navigating.
 */
export function Header() {
  const { t } = useLingui();
  const brand = site.brand;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home} className="site-header__logo" aria-label={t`${brand} Pharmacy home`}>
          <img src="/images/brand/logo.svg" alt="" width={150} height={40} />
        </Link>
        <nav className="site-header__nav" aria-label={t`Main`}>
          <ul>
            <NavLinkItems />
          </ul>
        </nav>
        <div className="site-header__actions">
          <HeaderSearch />
          <CartButton />
          <LanguageSwitch className="site-header__language framed-control" />
          <Link to={paths.upload} className="button button--small site-header__upload">
            <Trans>Upload Prescription</Trans>
          </Link>
          {/* The browser exposes a popovertarget button's expanded state itself (HTML-AAM), with or without the app. */}
          <button type="button" className="site-header__menu-button framed-control" popoverTarget={MENU_ID}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <Trans>MENU</Trans>
          </button>
        </div>
      </div>
      <MenuDrawer id={MENU_ID} label={t`Menu`}>
        <DrawerHead closeLabel={t`Close menu`} close={{ popoverId: MENU_ID }}>
          <img src="/images/brand/logo.svg" alt={t`${brand} Pharmacy`} width={120} height={32} />
        </DrawerHead>
        <nav aria-label={t({ message: 'Mobile', context: 'navigation landmark' })}>
          <ul className="drawer__links">
            <NavLinkItems />
            <li>
              <NavLink to={paths.upload}>
                <Trans>Upload Prescription</Trans>
              </NavLink>
            </li>
            <li>
              <LanguageSwitch className="drawer__language" />
            </li>
          </ul>
        </nav>
      </MenuDrawer>
    </header>
  );
}

/** The six main links (docs/behaviour.md §2 header) as list items, for the desktop bar and the mobile drawer alike. */
function NavLinkItems() {
  const { i18n } = useLingui();
  return navLinks.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === paths.home}>
        {i18n._(link.label)}
      </NavLink>
    </li>
  ));
}
