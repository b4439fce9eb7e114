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
  /** The accessibility statement (web/src/content/accessibility.ts). */
  accessibility: '/accessibility',
  faq: '/faq',
  /** Shopper self-service: a request's status by reference + phone (docs/architecture/self-service-api.md). */
  track: '/track',
  /** A refill reminder's link: puts the order's medicines back in the cart (/refill?items=<id>:<qty>,…). */
  refill: '/refill',
  /** A refill reminder's unsubscribe page (/unsubscribe?token=…): asks before it stops the reminder. */
  unsubscribe: '/unsubscribe',
  health: '/health',
  author: '/medvikaPharmacy',
  /** The nutrition-supplements product page (docs/behaviour.md §2 "Catalogue pages"). */
  nutritionSupplements: '/nutrition-supplements',
  category: (slug: string) => `/category/${slug}`,
  /** One product's own page (its catalogue id, e.g. 'products-dolo-650-tab-15'). */
  product: (id: string) => `/product/${id}`,
  article: (slug: string) => `/${slug}`,
} as const;
