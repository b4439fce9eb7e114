/**
 * Questions and answers of the /faq accordion (docs/behaviour.md §2 "Other pages", §3 "FAQ entry", §9 FAQ facts).
 * Every text is a Lingui message descriptor (the faq catalog, web/src/features/faq/locales), translated where it is
 * shown with `contentText` (web/src/i18n/content-text.ts), since some carry the contact hours, which are words to translate too. An answer is a
 * list of plain-text paragraphs, one message each.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { site } from './site';

const brand = site.brand;
const email = site.email;
const phone = site.phoneDisplay;
/** English here; `contentText` (web/src/i18n/content-text.ts) puts the page's language's hours in. */
const hours = site.hours;

/** One FAQ entry: a question and its plain-text answer. */
export interface FaqEntry {
  /** Stable id, usable as a React key and as the accordion panel's id suffix. */
  id: string;
  question: MessageDescriptor;
  /** The answer's plain-text paragraphs, in order. */
  answer: readonly MessageDescriptor[];
}

/** All FAQ entries, in display order. */
export const faq: readonly FaqEntry[] = [
  {
    id: 'how-to-order',
    question: msg`How do I order medicines from ${brand}?`,
    answer: [
      msg`Choose Upload Prescription at the top of any page (or any Shop Now button), fill in your details and the medicines you need, attach your prescription and submit the form. You will see a reference number on screen.`,
      msg`A registered pharmacist reviews your prescription and then contacts you to confirm the medicines, the price and the delivery time before your order is dispatched.`,
    ],
  },
  {
    id: 'upload-prescription',
    question: msg`How do I upload a prescription?`,
    answer: [
      msg`Open the Upload Prescription page (/upload). Enter your name, email address, phone number, city, complete address and the medicine or product name, add any notes on quantity, and attach a photo or scan of your prescription.`,
      msg`The file must be a PNG, JPEG or PDF of up to 4 MB. Tick the consent box so that our pharmacist may review the prescription, then submit.`,
    ],
  },
  {
    id: 'prescription-rejected',
    question: msg`Why was my prescription rejected?`,
    answer: [
      msg`We cannot accept a prescription that is older than six months, or one whose image is unclear, cut off or unreadable.`,
      msg`A valid prescription shows the doctor's name, registration number and signature, the patient's name, the date, and the name, strength and dosage of each medicine. If yours was rejected, please upload a clear, complete and current copy, or ask your doctor for a new one.`,
    ],
  },
  {
    id: 'prescription-storage',
    question: msg`What happens to the prescription I upload?`,
    answer: [
      msg`Your prescription is kept in private, encrypted, access-controlled storage. It is never public and is seen only by the staff who review and fulfil your order.`,
      msg`Uploaded prescriptions and the details sent with them are deleted automatically after 180 days. You can ask us to delete them sooner by writing to ${email}. Our Privacy Policy has the details.`,
    ],
  },
  {
    id: 'otc-without-prescription',
    question: msg`Do I need a prescription for every product?`,
    answer: [
      msg`No. Over-the-counter products such as health supplements, personal care, baby care, skin care and healthcare devices do not need a prescription.`,
      msg`Prescription medicines are dispensed only against a valid prescription reviewed by a registered pharmacist, as Indian law requires.`,
    ],
  },
  {
    id: 'delivery',
    question: msg`Do you deliver to my home, and how fast?`,
    answer: [
      msg`Yes. We offer home delivery across Delhi NCR, and same-day delivery on many orders. In some cities delivery can take as little as an hour.`,
      msg`Otherwise, orders are usually delivered within 2-3 business days. The pharmacist confirms the expected delivery time when your order is confirmed.`,
    ],
  },
  {
    id: 'shipping-cost',
    question: msg`How much does delivery cost?`,
    answer: [msg`Nothing. Shipping is free on all orders, whatever the order value.`],
  },
  {
    id: 'track-order',
    question: msg`How can I track my order?`,
    answer: [
      msg`You can track your order on our Track your request page (/track) with its reference number and your phone number; no account is needed. You can also call us on ${phone} or email ${email} with your order reference number, and we will tell you where your order is.`,
    ],
  },
  {
    id: 'payment',
    question: msg`Which payment methods do you accept, and is payment secure?`,
    answer: [
      msg`You can pay by debit or credit card or by UPI.`,
      msg`Payments are made over an encrypted connection, and we never store your full card number or CVV.`,
    ],
  },
  {
    id: 'returns',
    question: msg`Can I return a product?`,
    answer: [
      msg`Yes. You can request a return within 30 days if the item is unused and in its original packaging. Some items cannot be returned, such as perishable goods and intimate or sanitary goods, and medicines dispensed against a prescription follow applicable law.`,
      msg`To start a return, email ${email} or call ${phone}. Our Return and Refund Policy (/return-policy) has the full rules.`,
    ],
  },
  {
    id: 'refund-time',
    question: msg`When will I get my refund?`,
    answer: [
      msg`We email you when we receive your return and again when it is approved or rejected. Approved refunds go back to your original payment method. Your bank or UPI app may take a few business days to show the credit.`,
    ],
  },
  {
    id: 'consultation',
    question: msg`Can I speak to a pharmacist or a doctor?`,
    answer: [
      msg`Yes. Our registered pharmacists can answer questions about your medicines, and we offer a free consultation with specialists. Call ${phone} (${hours}) or visit any of our stores.`,
    ],
  },
  {
    id: 'support',
    question: msg`How do I contact customer support?`,
    answer: [
      msg`Customer support is available 24/7. Email ${email} or use the Contact Us page at any time. Our phone line ${phone} is answered from ${hours}, and our stores offer 24 hour service. For an urgent requirement, please call us.`,
    ],
  },
];
