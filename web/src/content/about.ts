/**
 * Text of the /about page and of the Home page's Welcome section and About Us band
 * (docs/behaviour.md §1 claims, §2 "Home sections" 3, 4 and 6, /about: hero, paragraphs, three benefit cards).
 * Every text is a Lingui message descriptor, translated where it is shown (`i18n._`); the messages live in the about
 * catalog (web/src/features/about/locales), which the home page loads too. Brand comes from site.ts.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { site } from './site';

const brand = site.brand;

/** One benefit card (docs/behaviour.md §1 claims: free shipping, secure payment, 24/7 support). */
export interface Benefit {
  readonly title: MessageDescriptor;
  readonly text: MessageDescriptor;
  /** Picks the picture /images/home/benefit-<icon>.svg (64 × 64, see web/ART.md). */
  readonly icon: 'shipping' | 'payment' | 'support';
}

/** The /about page: hero, body paragraphs and the three benefit cards (also shown on Home). */
export const about: {
  heroTitle: MessageDescriptor;
  heroSubtitle: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
  benefits: readonly Benefit[];
} = {
  heroTitle: msg`About Us`,
  heroSubtitle: msg`Your trusted neighbourhood pharmacy across Delhi NCR, in store and online.`,
  paragraphs: [
    msg`${brand} is a pharmacy chain serving families across Delhi NCR, with more than 37 stores in Delhi, Noida, Greater Noida, Ghaziabad, Gurugram and Faridabad. Whether you walk into one of our stores or order online, you get the same care, the same genuine products and the same fair prices.`,
    msg`We keep more than 50,000 stock items, from prescription medicines and over-the-counter products to health supplements, personal care, baby care, skin care, herbal preparations, surgical items and healthcare devices, so what you need is usually on the shelf when you need it.`,
    msg`Every prescription is reviewed by a registered pharmacist before it is filled. Our pharmacists also help with medication management: explaining how and when to take your medicines, checking for interactions and helping you keep long-term treatments on track.`,
    msg`Where a medicine is not available in the strength or form you need, our compounding services can prepare it to your doctor's prescription. And for everyday health, our over-the-counter range and free consultations with specialists mean ${brand} is there for the whole family.`,
  ],
  benefits: [
    {
      title: msg`Free Shipping`,
      text: msg`Free shipping on all orders, delivered to your door across Delhi NCR.`,
      icon: 'shipping',
    },
    {
      title: msg`Secure Payment`,
      text: msg`Pay safely by card or UPI over an encrypted connection.`,
      icon: 'payment',
    },
    {
      title: msg`24/7 Customer Support`,
      text: msg`We are here around the clock to help with your orders and questions.`,
      icon: 'support',
    },
  ],
};

/** Home page text: the Welcome section and the About Us band (docs/behaviour.md §2 Home sections 3 and 6). */
export const homeText: {
  welcomeHeading: MessageDescriptor;
  welcomeParagraphs: readonly MessageDescriptor[];
  aboutBand: { heading: MessageDescriptor; text: MessageDescriptor };
} = {
  welcomeHeading: msg`Welcome to ${brand} Pharmacy`,
  welcomeParagraphs: [
    msg`${brand} brings cheap medicine and trusted care to your doorstep across Delhi NCR. Upload a valid prescription and our experts review it before your order is filled, so you always get the right medicine.`,
    msg`Save up to 20% on prescription drugs, enjoy home delivery, and get a free consultation with our specialists whenever you need advice about your health.`,
  ],
  aboutBand: {
    heading: msg`About Us`,
    text: msg`${brand} is a Delhi NCR pharmacy chain with more than 37 stores and over 50,000 stock items. Our registered pharmacists fill prescriptions, help you manage your medicines, offer compounding services and stock a wide range of over-the-counter products.`,
  },
};
