import { CatalogueListing } from './CatalogueListing';
import { PAGE_SIZE } from './listing';

/**
 * /products (spec §2: all products — the medicines list, about 34 items — with sort and pagination;
 * 12 per page, spec §9).
 */
export function ProductsPage() {
  return (
    <CatalogueListing
      catalogue="products"
      pageSize={PAGE_SIZE}
      description="Shop medicines online at Medvika Pharmacy: pain relief, antacids, antibiotics, diabetes and heart care, with delivery across Delhi NCR."
    />
  );
}
