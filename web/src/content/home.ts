/**
 * The Home page's fixed choices (docs/behaviour.md §2 "Home sections, in order", §4 "Latest-products tab", §9 carousel,
 * product strip and counter constants): the three banners, the sixteen category strip entries, the five
 * latest-products tabs (six product ids each, from products.ts), the four category cards, the six featured
 * products with their ratings and the counter band. (The four latest blog posts are chosen by
 * features/blog/LatestBlogPosts.tsx.)
 * Plain data only: the page (web/src/features/home) renders it. Every text is a message descriptor (the home
 * catalog; a label that is a catalogue's title is that title's own message, catalogue-text.ts), shown with `i18n._()`
 * in the page's language. Texts of the welcome section and the About Us band live in
 * about.ts (homeText).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { categoryTitleMessage } from '../components/product/catalogue-text';
import { paths } from '../lib/paths';
import type { CategorySlug } from '@domain/catalogue/product-types';

/** A banner of the home carousel (docs/behaviour.md §2 Home section 1). Pictures are 1600 × 600 with a plain left part for the text. */
export interface HomeBanner {
  /** Root-relative URL under web/public. */
  image: string;
  /** Text alternative of the picture (web/ART.md). */
  alt: MessageDescriptor;
  heading: MessageDescriptor;
  text: MessageDescriptor;
  cta: { label: MessageDescriptor; to: string };
}

/** The three banners, in carousel order. The first picture is the page's LCP element. */
export const homeBanners: readonly HomeBanner[] = [
  {
    image: '/images/home/banner-1.svg',
    alt: msg`Medicines and prescriptions delivered to your door by scooter`,
    heading: msg`Medicines delivered to your door`,
    text: msg`Upload a valid prescription, our pharmacists review it and we deliver free across Delhi NCR.`,
    cta: { label: msg`Upload Prescription`, to: paths.upload },
  },
  {
    image: '/images/home/banner-2.svg',
    alt: msg`Health supplements, vitamins and wellness products`,
    heading: msg`Vitamins and health supplements`,
    text: msg`Everyday wellness from trusted brands, at fair prices and with free home delivery.`,
    cta: { label: msg`Shop Supplements`, to: paths.category('health-supplements') },
  },
  {
    image: '/images/home/banner-3.svg',
    alt: msg`Baby care and family health essentials`,
    heading: msg`Baby care and family essentials`,
    text: msg`Gentle care for the little ones: cereals, wipes, soaps, lotions and more.`,
    cta: { label: msg`Shop Baby Care`, to: paths.category('baby-care') },
  },
];

/** One entry of the category icon strip (docs/behaviour.md §2 Home section 2). */
export interface CategoryStripEntry {
  /** Visible label (the link's accessible name). */
  label: MessageDescriptor;
  /** Icon under /images/categories/ (96 × 96, decorative next to the label). */
  icon: string;
  /** Its /category/<slug> when one of the nine category routes fits, otherwise /products. */
  to: string;
}

/** Builds a strip entry: icon from the file slug, target from the category slug (or /products when none). */
function stripEntry(label: MessageDescriptor, iconSlug: string, category?: CategorySlug): CategoryStripEntry {
  return { label, icon: `/images/categories/${iconSlug}.svg`, to: category ? paths.category(category) : paths.products };
}

/** The sixteen category strip entries, in the order of docs/behaviour.md §2. */
export const categoryStrip: readonly CategoryStripEntry[] = [
  stripEntry(msg`Sanitary Pads`, 'sanitary-pads', 'feminine-care'),
  stripEntry(categoryTitleMessage('energy-drinks'), 'energy-drinks', 'energy-drinks'),
  stripEntry(msg`Ointment`, 'ointment'),
  stripEntry(msg`Lotion`, 'lotion'),
  stripEntry(categoryTitleMessage('baby-care'), 'baby-care', 'baby-care'),
  stripEntry(categoryTitleMessage('derma-cosmetics'), 'derma-cosmetics', 'derma-cosmetics'),
  stripEntry(categoryTitleMessage('feminine-care'), 'feminine-care', 'feminine-care'),
  stripEntry(categoryTitleMessage('personal-care'), 'personal-care', 'personal-care'),
  stripEntry(msg`Eye Drop`, 'eye-drop'),
  stripEntry(msg`Sexual Wellness`, 'sexual-wellness'),
  stripEntry(msg`Skin Care`, 'skin-care'),
  stripEntry(msg`OTC`, 'otc'),
  stripEntry(msg`Haircare`, 'haircare'),
  stripEntry(categoryTitleMessage('health-supplements'), 'health-supplements', 'health-supplements'),
  stripEntry(categoryTitleMessage('herbal-preparations'), 'herbal-preparations', 'herbal-preparations'),
  stripEntry(msg`Surgical`, 'surgical'),
];

/** The five tab keys of "Our Latest Products" (docs/behaviour.md §4; energyDrinks is selected first). */
export type LatestTabKey = 'energyDrinks' | 'herbalPreparations' | 'healthSupplements' | 'feminineCare' | 'personalCare';

/** One tab of "Our Latest Products": its key, label and six product ids (see products.ts). */
export interface LatestProductsTab {
  key: LatestTabKey;
  label: MessageDescriptor;
  productIds: readonly string[];
}

/** The five tabs in order, six fixed products each (docs/behaviour.md §2 Home section 5). */
export const latestProductTabs: readonly LatestProductsTab[] = [
  {
    key: 'energyDrinks',
    label: categoryTitleMessage('energy-drinks'),
    productIds: [
      'energy-glucon-d-original-500g',
      'energy-electral-powder-21g',
      'energy-orsl-apple-200ml',
      'energy-enerzal-orange-200ml',
      'energy-red-bull-250ml',
      'energy-fast-up-reload-tab-20',
    ],
  },
  {
    key: 'herbalPreparations',
    label: categoryTitleMessage('herbal-preparations'),
    productIds: [
      'herbal-dabur-chyawanprash-500g',
      'herbal-himalaya-ashwagandha-tab-60',
      'herbal-himalaya-liv-52-tab-100',
      'herbal-himalaya-septilin-tab-60',
      'herbal-patanjali-giloy-ghanvati-tab-60',
      'herbal-organic-india-tulsi-green-tea-25',
    ],
  },
  {
    key: 'healthSupplements',
    label: categoryTitleMessage('health-supplements'),
    productIds: [
      'supplements-revital-h-men-cap-30',
      'supplements-supradyn-daily-tab-15',
      'supplements-limcee-500-chewable-15',
      'supplements-shelcal-500-tab-15',
      'supplements-seven-seas-cod-liver-oil-cap-100',
      'supplements-hk-vitals-biotin-tab-90',
    ],
  },
  {
    key: 'feminineCare',
    label: categoryTitleMessage('feminine-care'),
    productIds: [
      'feminine-whisper-ultra-clean-xl-15',
      'feminine-stayfree-secure-xl-18',
      'feminine-sofy-antibacteria-xl-28',
      'feminine-carefree-pantyliners-20',
      'feminine-sirona-menstrual-cup-medium',
      'feminine-vwash-plus-100ml',
    ],
  },
  {
    key: 'personalCare',
    label: categoryTitleMessage('personal-care'),
    productIds: [
      'personal-dettol-original-soap-125g',
      'personal-savlon-hand-sanitizer-500ml',
      'personal-cetaphil-gentle-cleanser-125ml',
      'personal-head-shoulders-shampoo-340ml',
      'personal-nivea-soft-cream-100ml',
      'personal-colgate-strong-teeth-200g',
    ],
  },
];

/** A card of the All Categories grid (docs/behaviour.md §3 "Category tile": image, label, target route). */
export interface CategoryCard {
  label: MessageDescriptor;
  /** 600 × 400 picture under /images/home/. */
  image: string;
  to: string;
}

/** The four category cards (docs/behaviour.md §2 Home section 7). */
export const categoryCards: readonly CategoryCard[] = [
  { label: msg`Medicines`, image: '/images/home/category-card-medicines.svg', to: paths.products },
  { label: categoryTitleMessage('baby-care'), image: '/images/home/category-card-baby-care.svg', to: paths.category('baby-care') },
  {
    label: categoryTitleMessage('personal-care'),
    image: '/images/home/category-card-personal-care.svg',
    to: paths.category('personal-care'),
  },
  {
    label: categoryTitleMessage('healthcare-devices'),
    image: '/images/home/category-card-health-devices.svg',
    to: paths.category('healthcare-devices'),
  },
];

/** A featured product: a product id from products.ts and its star rating (docs/behaviour.md §3 "Featured product"). */
export interface FeaturedItem {
  productId: string;
  /** Whole stars, 2 to 5 on Home (docs/behaviour.md §2 Home section 9). */
  rating: 2 | 3 | 4 | 5;
}

/** The six featured products (docs/behaviour.md §2 Home section 9: ratings of 2 to 5). */
export const featuredItems: readonly FeaturedItem[] = [
  { productId: 'devices-omron-hem-7120-bp-monitor', rating: 5 },
  { productId: 'supplements-revital-h-woman-tab-30', rating: 4 },
  { productId: 'baby-johnsons-baby-lotion-200ml', rating: 4 },
  { productId: 'herbal-dabur-chyawanprash-1kg', rating: 3 },
  { productId: 'personal-neutrogena-ultra-sheer-spf50-88ml', rating: 5 },
  { productId: 'devices-dr-trust-pulse-oximeter', rating: 2 },
];

/** One number of the counter band (docs/behaviour.md §9): counts 0 → `target` one step every `stepMs` ms, shown with `suffix`. */
export interface HomeCounter {
  /** The counter's English name, a stable key (React's, and the test id `counter-<key>`); never shown. */
  key: string;
  label: MessageDescriptor;
  target: number;
  /**
   * What follows the number: '+' in every language, or a word of the page's language for lakh and thousand
   * ('5L+' in English, '5 लाख+' in Hindi, with a no-break space so the word stays with its number).
   */
  suffix: MessageDescriptor | string;
  /** Milliseconds per step of 1. */
  stepMs: number;
}

/** The counter band (docs/behaviour.md §2 Home section 10, §9): 37+ stores, 5L+ happy customers, 45K+ medicine types. */
export const homeCounters: readonly HomeCounter[] = [
  { key: 'Stores', label: msg`Stores`, target: 37, suffix: '+', stepMs: 60 },
  {
    key: 'Happy Customers',
    label: msg`Happy Customers`,
    target: 5,
    suffix: msg({ message: 'L+', comment: 'After a count: lakh (100,000) and more, as in "5L+"' }),
    stepMs: 350,
  },
  {
    key: 'Medicine Types',
    label: msg`Medicine Types`,
    target: 45,
    suffix: msg({ message: 'K+', comment: 'After a count: thousand and more, as in "45K+"' }),
    stepMs: 50,
  },
];

/** Carousel and strip timings (docs/behaviour.md §9), in milliseconds. */
export const homeTimings = {
  bannerAutoplayMs: 5000,
  bannerSpeedMs: 300,
  stripAutoplayMs: 5000,
  stripSpeedMs: 500,
} as const;
