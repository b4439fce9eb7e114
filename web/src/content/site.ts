/**
 * The one place for brand and contact details (docs/behaviour.md §1: `{product}`, `{phone}`, `{email}`).
 * Every page, the footer, the floating bar, the QR code and the policy pages read from here.
 * The phone, email and address are fictional placeholders until the business supplies real ones.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PRIVACY_RESPONSE_DAYS } from '@contracts/privacy-response';
import { pharmacyPhone } from '@domain/pharmacy-contact';

export const site = {
  /** Brand name as shown in headings (the original's `{product}`, docs/behaviour.md §1). */
  brand: 'Medvika',
  /** Author label used on blog cards and articles (the original's `{product} PHARMACY`, docs/behaviour.md §2). */
  authorLabel: 'MEDVIKA PHARMACY',
  /** Author page path (the original's route `/{product}Pharmacy`, docs/behaviour.md §2). */
  authorPath: '/medvikaPharmacy',
  /** Phone as shown to people (domain/pharmacy-contact.ts: the e-mails give the same number). */
  phoneDisplay: pharmacyPhone.display,
  /** Phone in E.164 form, used for tel: links. */
  phoneE164: pharmacyPhone.e164,
  /** Digits only, as WhatsApp's web link wants them (wa.me/<digits>): the same number without its '+'. */
  whatsappDigits: pharmacyPhone.e164.slice(1),
  /** Landline shown on the contact page. */
  landline: '0120 455 8812',
  email: 'care@medvika.in',
  /** Grievance officer contact (India's DPDP Act 2023 and IT Rules 2011). */
  grievanceEmail: 'grievance@medvika.in',
  /**
   * The grievance officer (DPDP Act 2023 §8(10), §13; DPDP Rules 2025: the business contact of the person who answers
   * data principals' questions; IT Rules 2011 rule 5(9)). A fictional placeholder, like the phone, until the
   * business names the real one. `responseDays`: how long we take to answer (PRIVACY_RESPONSE_DAYS of the API).
   */
  grievanceOfficer: {
    name: 'Ritika Sharma',
    title: 'Grievance Officer and Data Protection Contact',
    email: 'grievance@medvika.in',
    phoneDisplay: '+91 98110 42368',
    phoneE164: '+919811042368',
    /** Working days within which a complaint is acknowledged. */
    acknowledgeDays: 2,
    responseDays: PRIVACY_RESPONSE_DAYS,
  },
  /**
   * Where a shopper complains if our answer does not satisfy them (DPDP Act 2023 §13(3), §27–28): the Data Protection
   * Board of India, which works as a digital office and takes complaints online (DPDP Rules 2025). `infoUrl`: the
   * Ministry of Electronics and IT, which publishes the Act, the Rules and the Board's details.
   */
  dataProtectionBoard: {
    name: 'Data Protection Board of India',
    infoUrl: 'https://www.meity.gov.in/',
  },
  /** Contact hours (docs/behaviour.md §9). */
  hours: '10am to 7pm',
  address: {
    line1: 'Shop 14, Ground Floor, Sector 18 Market',
    line2: 'Noida, Uttar Pradesh 201301',
    country: 'India',
  },
  /** Company page on a professional network (floating bar, docs/behaviour.md §2). */
  professionalNetworkUrl: 'https://www.linkedin.com/company/medvika-pharmacy',
} as const;

/**
 * The details of `site` that a reader of another language reads in their own script, as message descriptors for the
 * page's language (`i18n._(siteTexts.hours)` → '10am to 7pm' on an English page, 'सुबह 10 से शाम 7 बजे तक' on a Hindi
 * one): the hours, the grievance officer's name (a name is written in the reader's script: 'रितिका शर्मा'), the Data
 * Protection Board's name and the articles' byline (the brand stays Latin: 'Medvika फ़ार्मेसी').
 * The `site` values stay English, for the structured data, the e-mails and the English pages.
 */
export const siteTexts: {
  readonly hours: MessageDescriptor;
  readonly grievanceOfficerName: MessageDescriptor;
  readonly dataProtectionBoard: MessageDescriptor;
  readonly authorLabel: MessageDescriptor;
} = {
  hours: msg`10am to 7pm`,
  grievanceOfficerName: msg({ message: 'Ritika Sharma', comment: "The grievance officer's name, in the page's script" }),
  dataProtectionBoard: msg`Data Protection Board of India`,
  authorLabel: msg({ message: 'MEDVIKA PHARMACY', comment: "The articles' byline: the brand stays in Latin letters" }),
};

/** WhatsApp web link for the configured phone, encoded in the /upload QR code (docs/behaviour.md §2). */
export const whatsappUrl = `https://wa.me/${site.whatsappDigits}`;
