import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { deliveryAreaOf } from '@domain/delivery-area';
import { servedCities, type ServedCity } from '@domain/content/served-pin-codes';

/** A served city's English name (domain/content/served-pin-codes.ts `servedCities`), the value the forms send. */
export type ServedCityName = (typeof servedCities)[ServedCity]['name'];

/** A served city's state, as its English name. */
type ServedStateName = (typeof servedCities)[ServedCity]['state'];

/** The served cities as a shopper reads them in the page's language (the /upload city select, the PIN code's line). */
export const servedCityNames: Readonly<Record<ServedCityName, MessageDescriptor>> = {
  Delhi: msg`Delhi`,
  Noida: msg`Noida`,
  'Greater Noida': msg`Greater Noida`,
  Ghaziabad: msg`Ghaziabad`,
  Gurugram: msg`Gurugram`,
  Faridabad: msg`Faridabad`,
};

/** The states of the served cities, as a shopper reads them in the page's language. */
export const servedStateNames: Readonly<Record<ServedStateName, MessageDescriptor>> = {
  Delhi: msg`Delhi`,
  'Uttar Pradesh': msg`Uttar Pradesh`,
  Haryana: msg`Haryana`,
};

/**
 * The served city and state of a typed PIN code (India Post's directory, domain/delivery-area.ts `deliveryAreaOf`).
 * @param code the PIN code field's text, as typed (spaces allowed)
 * @returns the city's and state's English names, or undefined while the text is no PIN code the pharmacy serves
 */
export function servedPlaceOfPin(code: string): { city: ServedCityName; state: ServedStateName } | undefined {
  const area = deliveryAreaOf(code);
  if (area.kind !== 'served') return undefined;
  const { name, state } = servedCities[area.city];
  return { city: name, state };
}

/**
 * The line under a PIN code field: "6 digits, e.g. 110024" until the text is a PIN code the pharmacy serves, then the
 * place it delivers to ("Delivery to Noida, Uttar Pradesh"; Delhi, its own state, reads "Delivery to Delhi"). The PIN
 * code decides the delivery and the GST place of supply (domain/stores.ts deliveryState), so a mistyped PIN code, or one
 * in another city than the one typed, shows before the form is sent. A polite live region (WCAG 4.1.3 Status
 * Messages): a screen reader hears the place once the sixth digit is typed.
 * @param code the PIN code field's current text
 */
export function PinCodeHint({ code }: { code: string }) {
  const { t, i18n } = useLingui();
  const served = servedPlaceOfPin(code);
  let hint = t`6 digits, e.g. 110024`;
  if (served) {
    const city = i18n._(servedCityNames[served.city]);
    const place = served.city === served.state ? city : `${city}, ${i18n._(servedStateNames[served.state])}`;
    hint = t`Delivery to ${place}`;
  }
  return <span role="status">{hint}</span>;
}
