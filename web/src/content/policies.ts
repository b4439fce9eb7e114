/**
 * Bodies of the policy pages /return-policy, /privacy-policy and /terms-conditions
 * (docs/behaviour.md §2 "Other pages", §9 return-policy and privacy facts; docs/architecture/privacy.md retention, docs/architecture/departures.md DPDP consent).
 * All texts are plain text (no HTML, no Markdown); brand and contact details come from site.ts.
 * The return and privacy policies are Lingui message descriptors (the policies catalog,
 * web/src/features/policies/locales), translated in full where shown: the privacy policy is the DPDP Act 2023 notice,
 * which informs only if the shopper can read it. The terms are messages too, in full: a shopper is bound only by terms
 * they can read, so the Hindi page gives the whole text in Hindi.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IsoDate } from '../lib/dates';
import { site } from './site';
import {
  BACKUP_RECOVERY_DAYS,
  CANCELLED_ORDER_RETENTION_DAYS,
  H1_REGISTER_RETENTION_YEARS,
  MESSAGE_REPLY_CUTOFF_DAYS,
  MESSAGE_RETENTION_DAYS,
  NONCURRENT_VERSION_DAYS,
  PRESCRIPTION_RETENTION_DAYS,
  TAX_RECORD_RETENTION_YEARS,
} from '@domain/retention';
import { PRESCRIPTION_VALIDITY_DAYS, UNSUBSCRIBE_TOKEN_DAYS } from '@domain/refill-reminders';
import { BACK_IN_STOCK_RETENTION_DAYS } from '@contracts/deployment/table-design';

/** A text of a policy: a message, translated where shown. */
export type PolicyText = MessageDescriptor;

/** One section of a policy page: a heading, its paragraphs and an optional bulleted list after them. */
export interface PolicySection {
  heading: MessageDescriptor;
  /** Plain-text paragraphs, in order. */
  paragraphs: PolicyText[];
  /** Optional bullet points, shown after the paragraphs. */
  list?: PolicyText[];
}

/** A whole policy page (or a page laid out like one: the accessibility statement): route slug, page title, meta description, date of the last change and sections. */
export interface PolicyPage {
  slug: 'return-policy' | 'privacy-policy' | 'terms-conditions' | 'accessibility';
  /** Page heading and document title. */
  title: MessageDescriptor;
  /** Meta description, at most 160 characters. */
  description: MessageDescriptor;
  /** When the text last changed, as an ISO calendar date (shown with lib/dates.ts). */
  lastUpdated: IsoDate;
  sections: PolicySection[];
}

const lastUpdated: IsoDate = '2026-11-23';
const brand = site.brand;
const email = site.email;
const grievanceEmail = site.grievanceEmail;
const postalAddress = `${site.address.line1}, ${site.address.line2}, ${site.address.country}`;
const phone = site.phoneDisplay;
/** English here; `contentText` (web/src/i18n/content-text.ts) shows the page language's hours. */
const hours = site.hours;
const officerTitle = site.grievanceOfficer.title;
const officerName = site.grievanceOfficer.name;
const officerEmail = site.grievanceOfficer.email;
const officerPhone = site.grievanceOfficer.phoneDisplay;
const acknowledgeDays = site.grievanceOfficer.acknowledgeDays;
const responseDays = site.grievanceOfficer.responseDays;
const boardName = site.dataProtectionBoard.name;
const ministryUrl = site.dataProtectionBoard.infoUrl;
const retentionDays = PRESCRIPTION_RETENTION_DAYS;
const h1RegisterYears = H1_REGISTER_RETENTION_YEARS;
const taxRecordYears = TAX_RECORD_RETENTION_YEARS;
const cancelledOrderDays = CANCELLED_ORDER_RETENTION_DAYS;
const messageDays = MESSAGE_RETENTION_DAYS;
const replyCutoffDays = MESSAGE_REPLY_CUTOFF_DAYS;
const fileExpiryDays = NONCURRENT_VERSION_DAYS;
const recoveryDays = BACKUP_RECOVERY_DAYS;
const prescriptionValidityDays = PRESCRIPTION_VALIDITY_DAYS;
const reminderKeptDays = UNSUBSCRIBE_TOKEN_DAYS;
const backInStockDays = BACK_IN_STOCK_RETENTION_DAYS;

/** The Return and Refund Policy page (docs/behaviour.md §9 return-policy facts). */
export const returnPolicy: PolicyPage = {
  slug: 'return-policy',
  title: msg`Return and Refund Policy`,
  description: msg`Returns within 30 days for unused items in original packaging. What ${brand} cannot take back, how to start a return and how refunds are paid.`,
  lastUpdated,
  sections: [
    {
      heading: msg`Overview`,
      paragraphs: [
        msg`We want you to be happy with every order from ${brand}. You have 30 days from the day you receive your order to request a return and refund.`,
        msg`This policy explains which items can be returned, how to start a return and how refunds and exchanges work.`,
      ],
    },
    {
      heading: msg`Items that can be returned`,
      paragraphs: [
        msg`To be eligible for a return, an item must be unused, in the same condition in which you received it, and in its original packaging.`,
        msg`Please keep your invoice or order reference number: we need it as proof of purchase.`,
      ],
    },
    {
      heading: msg`Items that cannot be returned`,
      paragraphs: [msg`For reasons of health, safety and hygiene, the following cannot be returned:`],
      list: [
        msg`Perishable goods, such as food, drinks and other items with a short shelf life`,
        msg`Hazardous materials, flammable liquids and gases`,
        msg`Intimate or sanitary goods`,
        msg`Gift cards`,
        msg`Downloadable software products`,
      ],
    },
    {
      heading: msg`Prescription medicines`,
      paragraphs: [
        msg`Medicines dispensed against a prescription are returned and refunded only as applicable law allows, including the Drugs and Cosmetics Act, 1940 and the rules made under it.`,
        msg`If a prescription medicine reaches you damaged, past its expiry date or different from what you ordered, contact us as soon as possible and we will tell you how we will put it right.`,
      ],
    },
    {
      heading: msg`Sale items`,
      paragraphs: [msg`Only regular-priced items can be refunded. Sale items cannot be refunded.`],
    },
    {
      heading: msg`How to start a return`,
      paragraphs: [msg`Email us at ${email} or call us on ${phone} (${hours}) within 30 days of receiving your order. Please tell us:`],
      list: [
        msg`Your order reference number`,
        msg`The name and quantity of each item you want to return`,
        msg`The reason for the return`,
        msg`Photos of the item and its packaging, if it is faulty or broken`,
      ],
    },
    {
      heading: msg`After you contact us`,
      paragraphs: [
        msg`We will reply with instructions and the address to send the item to. Please do not send an item back before you have heard from us, as we cannot process returns we were not told about.`,
      ],
    },
    {
      heading: msg`Return shipping`,
      paragraphs: [
        msg`You pay the cost of shipping a returned item back to us. The return shipping cost is deducted from your refund, and we tell you the amount before you send the item.`,
      ],
    },
    {
      heading: msg`Exchanges`,
      paragraphs: [
        msg`We only replace items that are faulty or broken. If you need to exchange such an item for the same item, email ${email} with your order reference number and a photo of the fault or damage.`,
      ],
    },
    {
      heading: msg`Refunds`,
      paragraphs: [
        msg`When we receive your returned item and have inspected it, we send you an email to confirm that we have received it.`,
        msg`We then email you again to tell you whether your refund has been approved or rejected.`,
        msg`If it is approved, the refund is paid to your original payment method, such as the card or UPI account you paid with. Your bank or UPI app may take a few business days to show the credit.`,
        msg`If you have not received an approved refund after that time, please check with your bank first, and then contact us at ${email}.`,
      ],
    },
    {
      heading: msg`Contact us`,
      paragraphs: [
        msg`Questions about returns and refunds: email ${email}, call ${phone} (${hours}), or write to ${brand}, ${postalAddress}.`,
      ],
    },
  ],
};

/** The Privacy Policy page (docs/behaviour.md §9 cookie facts; prescriptions and health data under India's DPDP Act 2023). */
export const privacyPolicy: PolicyPage = {
  slug: 'privacy-policy',
  title: msg`Privacy Policy`,
  description: msg`How ${brand} collects, uses, protects and deletes your personal data, prescriptions included, and your rights under India's DPDP Act 2023.`,
  // The back-in-stock e-mails section was added on this date.
  lastUpdated: '2026-12-01',
  sections: [
    {
      heading: msg`Who we are`,
      paragraphs: [
        msg`${brand} ("we", "us", "our") runs this website and the ${brand} pharmacy stores in Delhi NCR. Our address is ${postalAddress}.`,
        msg`This policy explains what personal data we collect, why we collect it, how long we keep it and the rights you have under India's Digital Personal Data Protection Act, 2023 (the DPDP Act).`,
      ],
    },
    {
      heading: msg`Prescriptions and health information`,
      paragraphs: [
        msg`A prescription is health information, and we treat it with particular care. When you use the Upload Prescription form, we collect:`,
      ],
      list: [
        msg`Your name`,
        msg`Your email address`,
        msg`Your phone number`,
        msg`Your city and complete address`,
        msg`The medicine or product name you ask for`,
        msg`The prescription file you upload (an image or PDF)`,
        msg`Any notes you add, for example on quantity`,
      ],
    },
    {
      heading: msg`Why we use your prescription, and your consent`,
      paragraphs: [
        msg`We use these details only so that a registered pharmacist can review your prescription, contact you about it, and fulfil and deliver your order. We do not use your prescription for marketing.`,
        msg`Before you submit the form, we ask for your consent to this use. You can withdraw your consent at any time by emailing ${email}. Withdrawing consent does not affect what we did before, but we may then be unable to fulfil an order that is still open.`,
      ],
    },
    {
      heading: msg`How we store and protect your data`,
      paragraphs: [
        msg`Prescriptions and the details sent with them are kept in encrypted, access-controlled storage. Files are never made public, and only the staff who review and fulfil orders can open them.`,
        msg`Everything you send us travels over an encrypted (HTTPS) connection. The name of your file is never used to store or find it.`,
      ],
    },
    {
      heading: msg`How long we keep prescriptions`,
      paragraphs: [
        msg`Uploaded prescriptions and the details sent with them, and orders that carry a prescription, are kept for ${retentionDays} days and then deleted automatically: the file within ${fileExpiryDays} day after that, the record within a few days (when our database's expiry runs). An order we have dispatched, or whose payment we received before it was cancelled, is the exception: it is a record of sale or of a payment, kept ${taxRecordYears} years (see Orders and checkout), though its prescription file is still deleted after ${retentionDays} days.`,
        msg`Our database also keeps encrypted recovery copies for ${recoveryDays} days, used only to recover from a failure, so a deleted record is gone from them at the latest ${recoveryDays} days after it was deleted.`,
        msg`We do not sell Schedule X medicines online, so no prescription is kept longer for the two years the Drugs and Cosmetics Rules, 1945 (rule 65(9)(a)) require for those. If a dispensed prescription must be kept longer by law, we tell you when you ask to delete it.`,
        msg`When we supply a Schedule H1 medicine (for example some antibiotics), the law requires us to enter the supply in a separate register: your name and address, the doctor who prescribed it, the medicine, the quantity and its batch. We keep that register entry for ${h1RegisterYears} years, even if you ask us to delete your prescription or order, and use it only to show the supply to a drugs inspector.`,
        msg`You can ask us to delete them sooner (see Your rights below), unless the law requires us to keep them.`,
      ],
    },
    {
      heading: msg`Orders and checkout`,
      paragraphs: [
        msg`When you check out, we collect your email address, phone number, full name, address, country, state, city and PIN code, and the items you order. We use them to process, deliver and invoice your order and to contact you about it.`,
        msg`We keep the record of an order we have dispatched (what was ordered, when, by whom, the amounts paid and the delivery details) for ${taxRecordYears} years from its dispatch, as GST law asks of tax invoices and the accounts behind them (CGST Act 2017, section 36), and then delete it automatically. An order cancelled before dispatch is deleted automatically ${cancelledOrderDays} days after its cancellation, or sooner when the days of a prescription it carries end first, unless we had received its payment: our accounts must then show that payment and its refund, so the order is kept ${taxRecordYears} years from its cancellation (CGST Rules 2017, rule 56). An order still open is kept until it is dispatched or cancelled, or until you ask us to delete it.`,
        msg`Card details and UPI IDs entered on the payment page are used only to make the payment. We never store your full card number or CVV.`,
      ],
    },
    {
      heading: msg`Refill reminders`,
      paragraphs: [
        msg`After an order is delivered, you can ask on the Track your request page (/track) for one e-mail reminding you to reorder its medicines after 15, 30 or 60 days. We send it to the email address you gave with the order, and only if you tick a separate box agreeing to this use. It is optional: your order is not affected if you do not ask for it.`,
        msg`For the reminder we keep, beside your order: the medicines and quantities you ordered, the day you chose, the date of your prescription (to check that it is still valid then), your language and when you agreed. The e-mail names those medicines and links to a page that puts them back in your cart. A prescription-only medicine whose prescription is more than ${prescriptionValidityDays} days old by then is left out, and the e-mail tells you that you need a new prescription for it.`,
        msg`You can withdraw this consent at any time, with the unsubscribe link in the e-mail or with "Cancel reminder" on the Track your request page; we then do not send the reminder. Asking again replaces your earlier reminder. We remove your email address from the reminder as soon as it is sent or cancelled, and the reminder's details are deleted automatically ${reminderKeptDays} days after its day (within a few days of that, when our database's expiry runs).`,
      ],
    },
    {
      heading: msg`Back-in-stock e-mails`,
      paragraphs: [
        msg`When a medicine is out of stock, you can ask on its page for one e-mail when it is back. We keep your email address, the product, your language and when you agreed, only if you tick the box agreeing to this use.`,
        msg`We send that one e-mail when the product is back in stock and then delete your address. If it is not back within ${backInStockDays} days, your request and address are deleted automatically (within a few days of that, when our database's expiry runs).`,
        msg`You can withdraw this consent at any time: with "Changed your mind? Stop this e-mail" shown right after you ask (ask again on the product page to see it again), or with the unsubscribe link in the e-mail. We then delete your address at once.`,
        // Done by the notifier before it sends the erasure's confirmation (functions/data/back-in-stock.ts
        // deleteMailboxSubscriptions).
        msg`If you have a prescription or message deleted (see Your rights below), we also delete every back-in-stock request made with the e-mail address it held.`,
      ],
    },
    {
      heading: msg`Contact form`,
      paragraphs: [
        msg`When you use the Contact Us form, we collect your name, email address, mobile number and message. We use them only to answer you. Your message and our conversation about it are deleted automatically ${messageDays} days after we last answered or closed it (before our first answer, ${messageDays} days after it reached us). In its last ${replyCutoffDays} days it takes no more replies: please send us a new message instead.`,
      ],
    },
    {
      heading: msg`Comments on articles`,
      paragraphs: [
        msg`When you comment on an article, we collect the name and comment you enter. Both are shown publicly beside the article, so please do not include health details or contact details in a comment.`,
        msg`Comments and their details are kept indefinitely, so that conversations stay readable. You can ask us to remove your comment at any time by emailing ${email}.`,
      ],
    },
    {
      heading: msg`Cookies and local storage`,
      paragraphs: [
        msg`We use a small number of cookies and similar browser storage:`,
        msg`The Our Store page shows maps embedded from Google. When a map loads, Google may set its own cookies, and its privacy policy applies to them.`,
      ],
      list: [
        msg`If you choose to save your name for comments, it is kept in comment-detail cookies for one year.`,
        msg`Screen-options cookies, which remember your display choices, last for one year.`,
        msg`Where sign-in is used, login cookies last for two days, or for two weeks if you select Remember Me.`,
        msg`If you edit content, an edit cookie is saved. It holds no personal data and expires after one day.`,
        msg`Your shopping cart is kept in your browser (local storage) on your device. It is not sent to us until you check out.`,
      ],
    },
    {
      heading: msg`Page speed measurement`,
      paragraphs: [
        msg`To learn how fast our pages are on shoppers' phones and computers, a sample of page views (about one in ten, chosen at random) measures its own speed in your browser and sends us the figures when you leave the page or switch away from it. We record:`,
        msg`We keep no personal data with these figures: no IP address, no device or browser details, no address of the page, no search words, reference numbers or other identifiers, and no cookie or stored value that could link one visit to another. Pages of the staff console are never measured.`,
        msg`The figures are stored in Amazon CloudWatch in the AWS Asia Pacific (Mumbai) region, ap-south-1, in India. The individual figures are deleted after 365 days; the hourly statistics made from them, such as the typical loading time of each type of page, are kept by CloudWatch for 15 months. As for every visit to our website, the request that carries the figures also appears in our security logs, with its time and your IP address, for up to a year.`,
      ],
      list: [
        msg`The type of page, for example "a category page" or "a health article", never which category or article`,
        msg`How long the page took to start arriving, to show its first content and to show its main content (TTFB, FCP and LCP)`,
        msg`How quickly the page answered your taps and clicks (INP), and how much its content moved while loading (CLS)`,
        msg`How many taps you made while the page was still starting, which it carried out for you afterwards`,
      ],
    },
    {
      heading: msg`Who we share data with`,
      paragraphs: [
        msg`We do not sell your personal data, and we do not share it with advertisers. We share it only where needed to serve you or where the law requires:`,
      ],
      list: [
        msg`Delivery partners receive your name, address and phone number to deliver your order.`,
        msg`Payment providers receive the details needed to process your payment.`,
        msg`Cloud hosting and IT service providers store and process data on our behalf, under contract and only on our instructions.`,
        msg`Government and regulatory authorities, such as drug regulators or the police, receive data when the law requires it.`,
      ],
    },
    {
      heading: msg`Your rights`,
      paragraphs: [
        msg`Under the DPDP Act, you have the right to:`,
        msg`You can use most of these rights yourself, without an account, on the Track your request page (/track) with your reference number and the phone number you gave: ask for a correction, or withdraw your consent and have a prescription or message deleted at once. Deleting removes every copy of the file and your details; we keep only the reference number and the date, as a record that we deleted them. Where a medicine was already dispatched against a prescription, pharmacy law (the Drugs and Cosmetics Rules, 1945) requires us to keep it for now: we record your request, stop using the data for anything else and delete it when the legal period ends. An order is a record of sale, so our team handles its deletion.`,
        msg`For anything else, email ${email} from the email address you used with us, or mention the phone number you gave us. We may ask you to confirm your identity, and we reply within ${responseDays} days.`,
      ],
      list: [
        msg`Get a summary of the personal data we hold about you and how we use it`,
        msg`Have inaccurate or incomplete data corrected, completed or updated`,
        msg`Have your data deleted, unless the law requires us to keep it`,
        msg`Withdraw your consent at any time`,
        msg`Nominate another person to use these rights if you die or become unable to`,
        msg`Have your grievances addressed`,
      ],
    },
    {
      heading: msg`Children`,
      paragraphs: [
        msg`If a prescription or order is for a person under 18, a parent or lawful guardian must submit it and give consent on their behalf. We do not track children or show them targeted advertising.`,
      ],
    },
    {
      heading: msg`Grievance Officer`,
      paragraphs: [
        msg`If you have a concern or complaint about how we handle your personal data, contact our ${officerTitle}, ${officerName}: email ${officerEmail}, call ${officerPhone} (${hours}), or write to the Grievance Officer, ${brand}, ${postalAddress}.`,
        msg`We acknowledge complaints within ${acknowledgeDays} working days and answer them within ${responseDays} days.`,
        msg`If you are not satisfied with our answer, or we do not answer in time, you may complain to the ${boardName} (DPDP Act 2023, sections 13 and 27). The Board works as a digital office and takes complaints online; the Ministry of Electronics and Information Technology (${ministryUrl}) publishes the Act, the Rules and the Board's details. Please keep our reference number and our answer: the Board asks whether you first came to us.`,
      ],
    },
    {
      heading: msg`Changes to this policy`,
      paragraphs: [
        msg`We may update this policy from time to time. The date at the top of this page shows when it last changed. If we change how we use your prescription data, we will ask for your consent again.`,
      ],
    },
    {
      heading: msg`Contact us`,
      paragraphs: [msg`Questions about this policy: email ${email}, call ${phone} (${hours}), or write to ${brand}, ${postalAddress}.`],
    },
  ],
};

/** The Terms and Conditions page (the original showed only its heading; this body is ours, docs/behaviour.md §2). */
export const termsConditions: PolicyPage = {
  slug: 'terms-conditions',
  title: msg`Terms and Conditions`,
  description: msg`The terms for buying from ${brand}: eligibility, prescription medicines, pricing, orders, delivery in Delhi NCR, payment, returns and liability.`,
  lastUpdated,
  sections: [
    {
      heading: msg`About these terms`,
      paragraphs: [
        msg`These terms apply when you use the ${brand} website and when you order products from us. By using the website or placing an order, you agree to them. If you do not agree, please do not use the website.`,
        msg`Our Privacy Policy and our Return and Refund Policy form part of these terms.`,
      ],
    },
    {
      heading: msg`Eligibility`,
      paragraphs: [
        msg`You must be at least 18 years old and able to enter into a binding contract under Indian law to place an order. A parent or lawful guardian may order on behalf of a child.`,
        msg`You agree that the details you give us are true, complete and up to date.`,
      ],
    },
    {
      heading: msg`Prescription medicines`,
      paragraphs: [
        msg`Prescription medicines are dispensed only against a valid prescription from a registered medical practitioner, reviewed by our registered pharmacist, as required by the Drugs and Cosmetics Act, 1940 and the rules made under it.`,
        msg`We do not accept prescriptions older than six months or prescriptions whose image is unclear. Our pharmacist may refuse to dispense, or may reduce the quantity, where a prescription is invalid, incomplete or not appropriate, and may contact you or your doctor to check it.`,
        msg`You must upload only genuine prescriptions issued to you or to the person you are ordering for. Submitting a forged or altered prescription is an offence, and we may report it to the authorities.`,
      ],
    },
    {
      heading: msg`Products, pricing and availability`,
      paragraphs: [
        msg`We try to describe products and show prices accurately. Product images are for illustration, and packaging may differ from the picture.`,
        msg`Prices and availability can change without notice. Applicable taxes are shown at checkout. If a product is out of stock or a price was shown in error, we will contact you before going ahead, and you may cancel the order.`,
      ],
    },
    {
      heading: msg`Orders and cancellation`,
      paragraphs: [
        msg`Placing an order is an offer to buy. A contract is formed only when we confirm your order; for prescription medicines, after our pharmacist has reviewed your prescription.`,
        msg`You can cancel an order free of charge before it is dispatched by emailing ${email} or calling ${phone} (${hours}) with your order reference number.`,
        msg`We may cancel an order if the prescription is not valid, the product is unavailable, the price was shown in error, or we suspect misuse. If we cancel an order you have paid for, we refund you in full to your original payment method.`,
      ],
    },
    {
      heading: msg`Delivery`,
      paragraphs: [
        msg`We deliver to addresses in Delhi NCR, including Delhi, Noida, Greater Noida, Ghaziabad, Gurugram and Faridabad. Shipping is free on all orders.`,
        msg`Orders are usually delivered within 2-3 business days, and same-day delivery is available in many areas. Delivery times are estimates and can be affected by events outside our control.`,
        msg`Someone aged 18 or over must be present to receive an order containing prescription medicines. Please check your package on delivery and tell us about any damage or missing items as soon as possible.`,
      ],
    },
    {
      heading: msg`Payment`,
      paragraphs: [
        msg`You can pay by debit or credit card or by UPI. You confirm that you are authorised to use the payment method you choose.`,
        msg`Payments are made over an encrypted connection, and we never store your full card number or CVV.`,
      ],
    },
    {
      heading: msg`Returns and refunds`,
      paragraphs: [
        msg`Returns, exchanges and refunds are handled according to our Return and Refund Policy (/return-policy). Medicines dispensed against a prescription can be returned only as applicable law allows.`,
      ],
    },
    {
      heading: msg`Medical information disclaimer`,
      paragraphs: [
        msg`The articles, product descriptions and other health information on this website are for general information only. They are not medical advice and do not replace a consultation with a doctor or other qualified health professional.`,
        msg`Always read the label and follow your doctor's or pharmacist's advice before taking any medicine. In a medical emergency, call 112 or go to the nearest hospital.`,
      ],
    },
    {
      heading: msg`Intellectual property and use of the website`,
      paragraphs: [
        msg`The ${brand} name, logo, text, artwork and design of this website belong to ${brand} or its licensors. You may view and print pages for personal, non-commercial use, but you may not copy, republish or sell them without our written permission. Product names and brands belong to their respective owners.`,
        msg`You must not misuse the website: for example, by posting unlawful, abusive or misleading comments, trying to break its security, or using automated tools to collect its content. We may remove comments that break these terms.`,
      ],
    },
    {
      heading: msg`Limitation of liability`,
      paragraphs: [
        msg`To the extent the law allows, we are not liable for indirect or consequential loss, or for loss caused by events outside our reasonable control, and our total liability for any order is limited to the amount you paid for that order.`,
        msg`Nothing in these terms limits our liability where the law does not allow it to be limited, or affects your rights as a consumer under the Consumer Protection Act, 2019.`,
      ],
    },
    {
      heading: msg`Governing law, disputes and contact`,
      paragraphs: [
        msg`These terms are governed by the laws of India. Subject to your rights as a consumer, the courts at Noida (Gautam Buddh Nagar), Uttar Pradesh, have exclusive jurisdiction over any dispute arising from them.`,
        msg`Questions or complaints: email ${email}, call ${phone} (${hours}), or write to ${brand}, ${postalAddress}. For concerns about personal data, contact our Grievance Officer at ${grievanceEmail}.`,
        msg`We may update these terms from time to time. The date at the top of this page shows when they last changed, and the terms in force when you place an order apply to that order.`,
      ],
    },
  ],
};
