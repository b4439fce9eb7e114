import type { Page } from 'playwright-core';
import { products } from '@domain/catalogue/catalogue';
import { seller } from '../../web/src/content/seller';
import { site } from '../../web/src/content/site';
import { stores } from '../../web/src/content/stores';

/**
 * Latin words a Hindi page may show (lower-cased, two letters or more): brand and product names, store names and
 * addresses, contact details, units and a few names people write in Latin letters in Hindi too.
 */
const allowedLatinWords: ReadonlySet<string> = new Set(
  [
    ...products.flatMap((product) => product.name.split(/[^A-Za-z]+/)),
    ...stores.flatMap((store) => Object.values(store).flatMap((value) => (typeof value === 'string' ? value.split(/[^A-Za-z]+/) : []))),
    ...JSON.stringify(site).split(/[^A-Za-z]+/),
    // The seller as registered (legal name, address, licences, pharmacist): written the same in every language.
    ...JSON.stringify(seller).split(/[^A-Za-z]+/),
    ...['Medvika', 'English', 'WhatsApp', 'UPI', 'PDF', 'PNG', 'JPEG', 'JPG', 'MB', 'KB', 'mg', 'ml', 'mcg', 'IU', 'NCR', 'OTP'],
    ...['Visa', 'Mastercard', 'RuPay', 'Google', 'Maps', 'Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'DPDP', 'SPF'],
    // Names the Hindi text keeps as they are written: services, the card code, laws and the drug schedule.
    ...['AWS', 'Amazon', 'CloudWatch', 'Asia', 'Pacific', 'IP', 'ID', 'CVV', 'IT', 'Act', 'Schedule', 'Remember', 'Me'],
    // Price words people in Delhi say as they are (docs/hindi-glossary.md): "MRP सभी टैक्स सहित", "GST"; the kilogram.
    ...['MRP', 'GST', 'kg'],
  ]
    .filter((word) => word.length >= 2)
    .map((word) => word.toLowerCase()),
);

/**
 * The Latin words visible on a Hindi page that are not in allowedLatinWords, each once: text in an element marked
 * lang="en…" (an English legal text shown as such), English words in brackets beside their Hindi
 * ("प्लेटलेट (platelet)"), references (RX-…), e-mail addresses and URLs are not counted. A health article's body is
 * checked on its own (articleLatinShare): it names medicines and lab tests in Latin letters, as a pharmacist writes them.
 * @param page a page showing a Hindi document with the app in #root
 * @returns the offending words (empty when the page reads as Hindi)
 */
export async function unexpectedLatinWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.getElementById('root')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[lang^="en"], script, style, [hidden], [aria-hidden="true"], .article-body')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      out.push(node.textContent ?? '');
    }
    return out;
  });
  let joined = texts.join(' ');
  // Brackets may nest ("(Drugs and Cosmetics Rules, 1945, नियम 65(9)(a))"): innermost first, until none is left.
  for (let previous = ''; previous !== joined;) {
    previous = joined;
    joined = joined.replace(/\(([^()]*)\)/g, (_, inner: string) => ` ${inner.replace(/[A-Za-z]+/g, ' ')} `);
  }
  const words = joined
    .replace(/\b(RX|ORD|MSG|INV)-[\w-]+/g, ' ')
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    .match(/[A-Za-z]{2,}/g);
  return [...new Set((words ?? []).filter((word) => !allowedLatinWords.has(word.toLowerCase())))];
}

/**
 * The share of letters in a health article's body (.article-body) that are Latin (0–1; the rest are Devanagari): an
 * article in Hindi stays under a tenth (the names of medicines and tests), an English one is near 1.
 * @param page a page showing one article body
 */
export async function articleLatinShare(page: Page): Promise<number> {
  const text = (await page.locator('.article-body').textContent()) ?? '';
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  const devanagari = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  return latin / Math.max(1, latin + devanagari);
}
