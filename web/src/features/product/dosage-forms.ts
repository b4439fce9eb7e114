import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DosageForm } from '@domain/catalogue/composition';

/**
 * The word for each dosage form of domain/catalogue/composition.ts, as a message: shown on the product page
 * ("Dosage form: Tablet") and named in its JSON-LD `Drug.dosageForm`, in the page's language. A context keeps these
 * apart from the pack words of the product card (catalogue-text.ts), which read the form off the pack text.
 */
const dosageFormWords: Readonly<Record<DosageForm, MessageDescriptor>> = {
  tablet: msg({ context: 'dosage form', message: 'Tablet' }),
  capsule: msg({ context: 'dosage form', message: 'Capsule' }),
  syrup: msg({ context: 'dosage form', message: 'Syrup' }),
  suspension: msg({ context: 'dosage form', message: 'Suspension' }),
  gel: msg({ context: 'dosage form', message: 'Gel' }),
  cream: msg({ context: 'dosage form', message: 'Cream' }),
  powder: msg({ context: 'dosage form', message: 'Powder' }),
  drops: msg({ context: 'dosage form', message: 'Drops' }),
  injection: msg({ context: 'dosage form', message: 'Injection' }),
};

/**
 * A dosage form's word as a message; `i18n._()` of it reads 'Tablet' on an English page, 'टैबलेट' on a Hindi one.
 * @param form a composition's `dosageForm`, e.g. 'tablet'
 */
export function dosageFormMessage(form: DosageForm): MessageDescriptor {
  return dosageFormWords[form];
}
