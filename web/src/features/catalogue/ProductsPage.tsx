import { CatalogueListing } from './CatalogueListing';
import { PAGE_SIZE } from './listing';
import { JsonLd } from '../../components/JsonLd';
import { paths } from '../../lib/paths';
import { catalogueJsonLd } from '../../lib/structured-data/products';

/**
 * /products (docs/behaviour.md §2: all products — the medicines list, about 34 items — with sort and pagination;
 * 12 per page, docs/behaviour.md §9).
 */
export function ProductsPage() {
  return (
    <>
      <JsonLd data={import.meta.env.SSR ? catalogueJsonLd('products', paths.products) : undefined} />
      <CatalogueListing
        catalogue="products"
        pageSize={PAGE_SIZE}
        description="Shop medicines online at Medvika Pharmacy: pain relief, antacids, antibiotics, diabetes and heart care, with delivery across Delhi NCR."
      />
    </>
  );
}
