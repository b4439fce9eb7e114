import * as z from 'zod/mini';
import { servedCities } from '../../domain/content/served-pin-codes';
import type { Locale } from '../locale';
import { emailField, indianPhoneField, optionalText, requiredText, servedPinField } from './fields';

/**
 * Version of the consent notice a shopper agrees to (the text of web/src/components/PrescriptionConsent.tsx), as the
 * date it took effect. BUMP IT, and add the new value to CONSENT_NOTICE_VERSIONS, WHENEVER THE NOTICE TEXT CHANGES:
 * the browser sends the version it showed (`consent_version`) and each record keeps it beside `consentAt`, so
 * the shop can prove which words a shopper agreed to (DPDP Act 2023 §6, DPDP Rules 2025: consent records).
 */
export const CONSENT_NOTICE_VERSION = '2026-12-01';

/**
 * Version of the Hindi consent notice (the same component on a /hi page): its own words, so its own version, with the
 * language in it. Bump it with CONSENT_NOTICE_VERSION whenever the notice changes in either language.
 */
export const HINDI_CONSENT_NOTICE_VERSION = '2026-12-01-hi';

/**
 * Every consent notice version ever shown, oldest first (never remove one: a page loaded before a deploy still
 * sends the version it showed). The server accepts only these. '2026-11-26-hi': the Hindi notice before its tick-box
 * line said "मैं सहमत हूँ" and it named the grievance officer's address in plain words. '2026-11-21' and
 * '2026-11-29-hi': the notices before they said that a dispatched order's record is kept for the tax years.
 * '2026-11-30' and '2026-11-30-hi': before they said the same of an order whose payment was received.
 */
export const CONSENT_NOTICE_VERSIONS = [
  '2026-11-21',
  '2026-11-26-hi',
  '2026-11-29-hi',
  '2026-11-30',
  '2026-11-30-hi',
  CONSENT_NOTICE_VERSION,
  HINDI_CONSENT_NOTICE_VERSION,
] as const;

/**
 * The version of the consent notice a page in `locale` shows, which its forms send as `consent_version`.
 * @param locale the page's language
 */
export function consentNoticeVersionFor(locale: Locale): (typeof CONSENT_NOTICE_VERSIONS)[number] {
  return locale === 'hi' ? HINDI_CONSENT_NOTICE_VERSION : CONSENT_NOTICE_VERSION;
}

/** The multipart field that carries the version of the consent notice the shopper saw. */
export const CONSENT_VERSION_FIELD = 'consent_version';

/**
 * The `consent_version` field: absent, or one of CONSENT_NOTICE_VERSIONS (400 with the problem `consent_version_unknown`
 * otherwise). Optional so that a page loaded before the field existed can still send a prescription; its record then
 * carries no consentVersion.
 */
export const consentVersionField = z.optional(z.enum(CONSENT_NOTICE_VERSIONS, { error: 'consent_version_unknown' }));

/**
 * Cities offered on the upload form (docs/behaviour.md §5), after the blank prompt 'Select a city': the Delhi NCR
 * cities the pharmacy delivers to, the names of domain/content/served-pin-codes.ts servedCities in its order (the
 * value sent and stored). Departure (docs/architecture/departures.md): the original offered Mumbai, Pune and Kolkata.
 */
export const prescriptionCities: readonly UploadCity[] = Object.values(servedCities).map((city) => city.name);

/** A city of the upload form's list, e.g. 'Greater Noida'. */
export type UploadCity = (typeof servedCities)[keyof typeof servedCities]['name'];

/**
 * Text fields of the prescription request (docs/behaviour.md §3, docs/architecture/api.md), validated identically in the
 * browser and by the submit-form handler. The file itself is checked separately (file-signature.ts).
 * Unknown keys are rejected (strict). Free text loses its control characters before the length checks
 * (stripControlCharacters; address and notes keep their line breaks). The address's PIN code (`code`, as at checkout)
 * must be one the pharmacy delivers to (servedPinField): a shopper outside Delhi NCR learns it before sending a
 * prescription, not after a pharmacist has priced an order that could never be delivered. Departure
 * (docs/architecture/departures.md): the original form asked no PIN code.
 */
export const prescriptionFieldsSchema = z.strictObject({
  form: z.optional(z.literal('prescription')),
  name: requiredText(100, 'patient_name_required'),
  email: emailField,
  phone: indianPhoneField,
  city: z._default(z.enum(['', ...prescriptionCities], { error: 'city_unlisted' }), ''),
  address: requiredText(500, 'complete_address_required', 5, { multiline: true }),
  code: servedPinField,
  medicine_name: requiredText(300, 'medicine_required'),
  definition: optionalText(1000, { multiline: true }),
  consent: z.literal('true', { error: 'consent_required' }),
  [CONSENT_VERSION_FIELD]: consentVersionField,
});

/** Validated prescription fields. */
export type PrescriptionFields = z.output<typeof prescriptionFieldsSchema>;
