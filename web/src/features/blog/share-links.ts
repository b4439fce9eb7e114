/** A social network an article can be shared to (docs/behaviour.md §2: four external share links). */
export interface ShareLink {
  network: 'facebook' | 'x' | 'linkedin' | 'whatsapp';
  /** Visible name of the network. */
  name: string;
  /** The network's share address with the article's URL (and title where supported) encoded in it. */
  href: string;
}

/**
 * The four share links of an article (docs/behaviour.md §2): Facebook, X, LinkedIn and WhatsApp, in that order.
 * Every value is encoded with encodeURIComponent, so '&', '#', spaces and non-ASCII text are safe.
 * @param url the article's canonical address (window.location.origin + its path)
 * @param title the article's title (used by X and WhatsApp as the message text)
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    { network: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', name: 'X', href: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'linkedin', name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}
