import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '../lib/paths';

/**
 * The header and mobile-menu links, in the order of docs/behaviour.md §2 "Header and footer". Labels are message
 * descriptors (Lingui's `msg`), translated where they are shown.
 */
export const navLinks: ReadonlyArray<{ label: MessageDescriptor; to: string }> = [
  { label: msg`Home`, to: paths.home },
  { label: msg`About Us`, to: paths.about },
  { label: msg`Products`, to: paths.products },
  { label: msg`Our Stores`, to: paths.stores },
  { label: msg`Blogs`, to: paths.blogs },
  { label: msg`Contact Us`, to: paths.contact },
];
