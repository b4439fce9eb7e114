/** Every route of the storefront (docs/behaviour.md §2 route table), in one place. */
export const paths = {
  home: '/',
  about: '/about',
  products: '/products',
  stores: '/stores',
  blogs: '/blogs',
  contact: '/contact',
  upload: '/upload',
  search: '/search',
  checkout: '/checkout',
  payment: '/checkout/payment',
  returnPolicy: '/return-policy',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-conditions',
  faq: '/faq',
  /** Shopper self-service: a request's status by reference + phone (docs/architecture.md §3.1). */
  track: '/track',
  health: '/health',
  author: '/medvikaPharmacy',
  /** The nutrition-supplements product page (docs/behaviour.md §2 "Catalogue pages"). */
  nutritionSupplements: '/nutrition-supplements',
  category: (slug: string) => `/category/${slug}`,
  article: (slug: string) => `/${slug}`,
} as const;
