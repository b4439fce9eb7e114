import { CatalogueListing } from './CatalogueListing';
import { PAGE_SIZE } from './listing';
import { JsonLd } from '../../components/JsonLd';
import { paths } from '../../lib/paths';
import { catalogueJsonLd } from '../../lib/structured-data/products';

/**
 * /nutrition-supplements (docs/behaviour.md §2: "A nutrition-supplements product page exists"): the 'nutrition' catalogue
 * under the banner 'Nutrition Supplements', with the same sort control and paging as every listing.
 */
export function NutritionSupplementsPage() {
  return (
    <>
      <JsonLd data={import.meta.env.SSR ? catalogueJsonLd('nutrition', paths.nutritionSupplements) : undefined} />
      <CatalogueListing
        catalogue="nutrition"
        pageSize={PAGE_SIZE}
        title="Nutrition Supplements"
        description="Nutrition supplements at Medvika Pharmacy: protein, vitamins and health drinks, delivered across Delhi NCR."
      />
    </>
  );
}
