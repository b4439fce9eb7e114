import { useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths';
import { WholeCatalogueListing } from './CatalogueListing';

/**
 * /nutrition-supplements (docs/behaviour.md §2: "A nutrition-supplements product page exists"): the 'nutrition' catalogue
 * under the banner 'Nutrition Supplements', with the same sort control and paging as every listing.
 */
export function NutritionSupplementsPage() {
  const { t } = useLingui();
  return (
    <WholeCatalogueListing
      catalogue="nutrition"
      path={paths.nutritionSupplements}
      description={t`Nutrition supplements at Medvika Pharmacy: protein, vitamins and health drinks, delivered across Delhi NCR.`}
    />
  );
}
