import { useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths';
import { WholeCatalogueListing } from './CatalogueListing';

/**
 * /products (docs/behaviour.md §2: all products — the medicines list, about 34 items — with sort and pagination;
 * 12 per page, docs/behaviour.md §9).
 */
export function ProductsPage() {
  const { t } = useLingui();
  return (
    <WholeCatalogueListing
      catalogue="products"
      path={paths.products}
      description={t`Shop medicines online at Medvika Pharmacy: pain relief, antacids, antibiotics, diabetes and heart care, with delivery across Delhi NCR.`}
    />
  );
}
