import { useParams } from 'react-router-dom';
import { catalogueTitle, isCategorySlug } from '../../content/catalogue';
import type { CategorySlug } from '../../content/product-types';
import { CatalogueListing } from './CatalogueListing';
import { BABY_CARE_PAGE_SIZE, PAGE_SIZE } from './listing';
import { throwNotFound } from './not-found';

/**
 * /category/{slug} (spec §2 "Catalogue pages"; nine slugs): banner heading, sort control, product grid
 * (1–4 columns; baby care 1–6 and 24 per page, spec §9) and pagination wherever a listing has more than a
 * page (DESIGN §6). Derma Cosmetics has no products and shows only the spec's message.
 * @throws a 404 Response for an unknown slug (the router's error screen)
 */
export function CategoryPage() {
  const { slug = '' } = useParams();
  if (!isCategorySlug(slug)) throwNotFound();
  const category: CategorySlug = slug;
  const babyCare = category === 'baby-care';
  return (
    <CatalogueListing
      key={category}
      catalogue={category}
      pageSize={babyCare ? BABY_CARE_PAGE_SIZE : PAGE_SIZE}
      wide={babyCare}
      description={`${catalogueTitle(category)} products at Medvika Pharmacy, delivered across Delhi NCR.`}
    />
  );
}
