/**
 * Text of the /about page and of the Home page's Welcome section and About Us band
 * (docs/behaviour.md §1 claims, §2 "Home sections" 3, 4 and 6, /about: hero, paragraphs, three benefit cards).
 * Plain text only; brand comes from site.ts.
 */
import { site } from './site';

/** The /about page: hero, body paragraphs and the three benefit cards (also shown on Home). */
export const about = {
  heroTitle: 'About Us',
  heroSubtitle: 'Your trusted neighbourhood pharmacy across Delhi NCR, in store and online.',
  paragraphs: [
    `${site.brand} is a pharmacy chain serving families across Delhi NCR, with more than 37 stores in Delhi, Noida, Greater Noida, Ghaziabad, Gurugram and Faridabad. ` +
      'Whether you walk into one of our stores or order online, you get the same care, the same genuine products and the same fair prices.',
    'We keep more than 50,000 stock items, from prescription medicines and over-the-counter products to health supplements, personal care, baby care, skin care, herbal preparations, surgical items and healthcare devices, ' +
      'so what you need is usually on the shelf when you need it.',
    'Every prescription is reviewed by a registered pharmacist before it is filled. Our pharmacists also help with medication management: ' +
      'explaining how and when to take your medicines, checking for interactions and helping you keep long-term treatments on track.',
    "Where a medicine is not available in the strength or form you need, our compounding services can prepare it to your doctor's prescription. " +
      `And for everyday health, our over-the-counter range and free consultations with specialists mean ${site.brand} is there for the whole family.`,
  ],
  benefits: [
    {
      title: 'Free Shipping',
      text: 'Free shipping on all orders, delivered to your door across Delhi NCR.',
      icon: 'shipping',
    },
    {
      title: 'Secure Payment',
      text: 'Pay safely by card or UPI over an encrypted connection.',
      icon: 'payment',
    },
    {
      title: '24/7 Customer Support',
      text: 'We are here around the clock to help with your orders and questions.',
      icon: 'support',
    },
  ],
} as const;

/** Home page text: the Welcome section and the About Us band (docs/behaviour.md §2 Home sections 3 and 6). */
export const homeText = {
  welcomeHeading: `Welcome to ${site.brand} Pharmacy`,
  welcomeParagraphs: [
    `${site.brand} brings cheap medicine and trusted care to your doorstep across Delhi NCR. ` +
      'Upload a valid prescription and our experts review it before your order is filled, so you always get the right medicine.',
    'Save up to 20% on prescription drugs, enjoy home delivery, and get a free consultation with our specialists whenever you need advice about your health.',
  ],
  aboutBand: {
    heading: 'About Us',
    text:
      `${site.brand} is a Delhi NCR pharmacy chain with more than 37 stores and over 50,000 stock items. ` +
      'Our registered pharmacists fill prescriptions, help you manage your medicines, offer compounding services and stock a wide range of over-the-counter products.',
  },
} as const;
