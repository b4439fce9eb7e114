/**
 * Questions and answers of the /faq accordion (docs/behaviour.md §2 "Other pages", §3 "FAQ entry", §9 FAQ facts).
 * Answers are plain text; a blank line (\n\n) separates paragraphs.
 */
import { site } from './site';

/** One FAQ entry: a question and its plain-text answer. */
export interface FaqEntry {
  /** Stable id, usable as a React key and as the accordion panel's id suffix. */
  id: string;
  question: string;
  /** Plain text; paragraphs separated by a blank line (\n\n). */
  answer: string;
}

/** All FAQ entries, in display order. */
export const faq: readonly FaqEntry[] = [
  {
    id: 'how-to-order',
    question: `How do I order medicines from ${site.brand}?`,
    answer:
      'Choose Upload Prescription at the top of any page (or any Shop Now button), fill in your details and the medicines you need, attach your prescription and submit the form. ' +
      'You will see a reference number on screen.\n\n' +
      'A registered pharmacist reviews your prescription and then contacts you to confirm the medicines, the price and the delivery time before your order is dispatched.',
  },
  {
    id: 'upload-prescription',
    question: 'How do I upload a prescription?',
    answer:
      'Open the Upload Prescription page (/upload). Enter your name, email address, phone number, city, complete address and the medicine or product name, add any notes on quantity, and attach a photo or scan of your prescription.\n\n' +
      'The file must be a PNG, JPEG or PDF of up to 4 MB. ' +
      'Tick the consent box so that our pharmacist may review the prescription, then submit.',
  },
  {
    id: 'prescription-rejected',
    question: 'Why was my prescription rejected?',
    answer:
      'We cannot accept a prescription that is older than six months, or one whose image is unclear, cut off or unreadable.\n\n' +
      "A valid prescription shows the doctor's name, registration number and signature, the patient's name, the date, and the name, strength and dosage of each medicine. " +
      'If yours was rejected, please upload a clear, complete and current copy, or ask your doctor for a new one.',
  },
  {
    id: 'prescription-storage',
    question: 'What happens to the prescription I upload?',
    answer:
      'Your prescription is kept in private, encrypted, access-controlled storage. It is never public and is seen only by the staff who review and fulfil your order.\n\n' +
      'Uploaded prescriptions and the details sent with them are deleted automatically after 180 days. ' +
      `You can ask us to delete them sooner by writing to ${site.email}. Our Privacy Policy has the details.`,
  },
  {
    id: 'otc-without-prescription',
    question: 'Do I need a prescription for every product?',
    answer:
      'No. Over-the-counter products such as health supplements, personal care, baby care, skin care and healthcare devices do not need a prescription.\n\n' +
      'Prescription medicines are dispensed only against a valid prescription reviewed by a registered pharmacist, as Indian law requires.',
  },
  {
    id: 'delivery',
    question: 'Do you deliver to my home, and how fast?',
    answer:
      'Yes. We offer home delivery across Delhi NCR, and same-day delivery on many orders. In some cities delivery can take as little as an hour.\n\n' +
      'Otherwise, orders are usually delivered within 2-3 business days. The pharmacist confirms the expected delivery time when your order is confirmed.',
  },
  {
    id: 'shipping-cost',
    question: 'How much does delivery cost?',
    answer: 'Nothing. Shipping is free on all orders, whatever the order value.',
  },
  {
    id: 'track-order',
    question: 'How can I track my order?',
    answer:
      'You can track your order on our Track your request page (/track) with its reference number and your phone number; no account is needed. ' +
      `You can also call us on ${site.phoneDisplay} or email ${site.email} with your order reference number, and we will tell you where your order is.`,
  },
  {
    id: 'payment',
    question: 'Which payment methods do you accept, and is payment secure?',
    answer:
      'You can pay by debit or credit card or by UPI.\n\n' +
      'Payments are made over an encrypted connection, and we never store your full card number or CVV.',
  },
  {
    id: 'returns',
    question: 'Can I return a product?',
    answer:
      'Yes. You can request a return within 30 days if the item is unused and in its original packaging. ' +
      'Some items cannot be returned, such as perishable goods and intimate or sanitary goods, and medicines dispensed against a prescription follow applicable law.\n\n' +
      `To start a return, email ${site.email} or call ${site.phoneDisplay}. Our Return and Refund Policy (/return-policy) has the full rules.`,
  },
  {
    id: 'refund-time',
    question: 'When will I get my refund?',
    answer:
      'We email you when we receive your return and again when it is approved or rejected. ' +
      'Approved refunds go back to your original payment method. Your bank or UPI app may take a few business days to show the credit.',
  },
  {
    id: 'consultation',
    question: 'Can I speak to a pharmacist or a doctor?',
    answer:
      'Yes. Our registered pharmacists can answer questions about your medicines, and we offer a free consultation with specialists. ' +
      `Call ${site.phoneDisplay} (${site.hours}) or visit any of our stores.`,
  },
  {
    id: 'support',
    question: 'How do I contact customer support?',
    answer:
      `Customer support is available 24/7. Email ${site.email} or use the Contact Us page at any time. ` +
      `Our phone line ${site.phoneDisplay} is answered from ${site.hours}, and our stores offer 24 hour service. ` +
      'For an urgent requirement, please call us.',
  },
];
