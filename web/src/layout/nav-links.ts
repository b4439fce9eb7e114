import { paths } from '../lib/paths';

/** The header and mobile-menu links, in the order of docs/behaviour.md §2 "Header and footer". */
export const navLinks: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Products', to: paths.products },
  { label: 'Our Stores', to: paths.stores },
  { label: 'Blogs', to: paths.blogs },
  { label: 'Contact Us', to: paths.contact },
];
