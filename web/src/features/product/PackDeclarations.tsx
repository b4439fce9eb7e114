import { useId, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Composition } from '@domain/catalogue/composition';
import { packDeclarationOf, type PackDeclaration } from '@domain/catalogue/declarations';
import { ingredientLabel } from '@domain/catalogue/ingredient-names';
import type { Product } from '@domain/catalogue/product-types';
import { site } from '../../content/site';
import { useLocale } from '../../i18n/use-locale';
import { useFormatMoney } from '../../lib/money';
import { telHref } from '../../lib/tel-href';
import { dosageFormMessage } from './dosage-forms';

/** Countries of origin the declarations name (domain/catalogue/declarations.ts), in the page's language. */
const countryNames: Readonly<Record<string, MessageDescriptor>> = {
  India: msg`India`,
};

/**
 * A net quantity in words, plural-aware in the page's language: '15 tablets', '1 tablet', '200 ml', '21.8 g'.
 * @param quantity a declaration's `netQuantity` (amount and unit)
 */
function NetQuantity({ quantity }: { quantity: NonNullable<PackDeclaration['netQuantity']> }) {
  const { t } = useLingui();
  const { amount } = quantity;
  switch (quantity.unit) {
    case 'tablets':
      return <Plural value={amount} one="# tablet" other="# tablets" />;
    case 'capsules':
      return <Plural value={amount} one="# capsule" other="# capsules" />;
    case 'pieces':
      return <Plural value={amount} one="# piece" other="# pieces" />;
    case 'devices':
      return <Plural value={amount} one="# device" other="# devices" />;
    case 'sachets':
      return <Plural value={amount} one="# sachet" other="# sachets" />;
    case 'ml':
      return <>{t`${amount} ml`}</>;
    case 'g':
      return <>{t`${amount} g`}</>;
    case 'kg':
      return <>{t`${amount} kg`}</>;
  }
}

/** One row of the list: the term and its value, or "As printed on the pack" when we do not know it. */
function Row({ term, children }: { term: ReactNode; children?: ReactNode }) {
  return (
    <div className="pack-declarations__row">
      <dt>{term}</dt>
      <dd>{children ?? <Trans>As printed on the pack</Trans>}</dd>
    </div>
  );
}

/**
 * The product page's declarations, as the pack carries them and as an online seller must show them before the sale
 * (Legal Metrology (Packaged Commodities) Rules 2011, r.6(1) and r.6(10) as amended 2017; Consumer Protection
 * (E-Commerce) Rules 2020, r.6(5)): the generic name / composition and dosage form of a medicine (composition.ts), the
 * manufacturer or marketer with its address where known, the country of origin, the net quantity (plural-aware
 * through Lingui), the MRP incl. of all taxes and the pharmacy's customer care (phone and e-mail, content/site.ts).
 * Anything domain/catalogue/declarations.ts does not know reads "As printed on the pack": never an invented value.
 * Company names and addresses stay in Latin letters, as printed, on a Hindi page too. Rendered at build time with
 * the page, so the prerendered HTML carries every declaration.
 * @param product the page's product (its id and `mrpPaise`, integer paise)
 * @param composition the product's composition, when it is a medicine of known composition
 */
export function PackDeclarations({ product, composition }: { product: Product; composition: Composition | undefined }) {
  const headingId = useId();
  const { i18n } = useLingui();
  const locale = useLocale();
  const money = useFormatMoney();
  const declaration = packDeclarationOf(product.id);
  const { manufacturer, countryOfOrigin, netQuantity } = declaration;
  // Packs in India join the ingredients of a combination with '+' ('Amoxycillin 500 mg + Clavulanic Acid 125 mg').
  const ingredients = composition?.ingredients.map((ingredient) => ingredientLabel(ingredient, locale)).join(' + ');
  const country = countryOfOrigin && (countryNames[countryOfOrigin] ? i18n._(countryNames[countryOfOrigin]) : countryOfOrigin);
  const mrp = money(product.mrpPaise);
  return (
    <section className="pack-declarations" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Product details</Trans>
      </h2>
      <dl>
        <Row term={<Trans>Generic name and composition</Trans>}>{ingredients}</Row>
        {composition && <Row term={<Trans>Dosage form</Trans>}>{i18n._(dosageFormMessage(composition.dosageForm))}</Row>}
        <Row term={<Trans>Manufacturer or marketer</Trans>}>
          {manufacturer && <span lang="en">{[manufacturer.name, manufacturer.address].filter(Boolean).join(', ')}</span>}
        </Row>
        <Row term={<Trans>Country of origin</Trans>}>{country}</Row>
        <Row term={<Trans>Net quantity</Trans>}>{netQuantity && <NetQuantity quantity={netQuantity} />}</Row>
        <Row term={<Trans>MRP</Trans>}>
          <Trans>{mrp} (incl. of all taxes)</Trans>
        </Row>
        <Row term={<Trans>Customer care</Trans>}>
          <a href={telHref(site.phoneDisplay)}>{site.phoneDisplay}</a>, <a href={`mailto:${site.email}`}>{site.email}</a>
        </Row>
      </dl>
    </section>
  );
}
