import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { isCategorySlug } from '@domain/catalogue/catalogue';
import { categoryTitleMessage } from '../../components/product/catalogue-text';
import type { CategorySlug } from '@domain/catalogue/product-types';
import { CatalogueListing } from './CatalogueListing';
import { BABY_CARE_PAGE_SIZE, PAGE_SIZE } from './listing';
import { notFound } from '../../lib/not-found';
import { JsonLd } from '../../components/JsonLd';
import { categoryJsonLd } from '../../lib/structured-data/products';

/**
 * /category/{slug} (docs/behaviour.md §2 "Catalogue pages"; nine slugs): banner heading, sort control, product grid
 * (1–4 columns; baby care 1–6 and 24 per page, docs/behaviour.md §9) and pagination wherever a listing has more than a
 * page (docs/architecture/departures.md). Derma Cosmetics has no products and shows only the 'no products' message.
 * Unknown slugs never get here: the route answers 404 (app/router.tsx `exists`).
 */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const { i18n, t } = useLingui();
  if (!isCategorySlug(slug)) notFound(); // the route already answers 404; this narrows the type
  const category: CategorySlug = slug;
  const babyCare = category === 'baby-care';
  const title = i18n._(categoryTitleMessage(category));
  return (
    <>
      <JsonLd data={import.meta.env.SSR ? categoryJsonLd(category) : undefined} />
      <CatalogueListing
        key={category}
        catalogue={category}
        pageSize={babyCare ? BABY_CARE_PAGE_SIZE : PAGE_SIZE}
        wide={babyCare}
        description={t`${title} products at Medvika Pharmacy, delivered across Delhi NCR.`}
      />
    </>
  );
}
