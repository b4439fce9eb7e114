/**
 * The seller's public details written into the site at build time (the footer, /about and /contact name the legal
 * entity, its address, GSTIN, drug licences and pharmacist in charge: Consumer Protection (E-Commerce) Rules 2020,
 * r.4(2)). The shop pages are prerendered, so the values are fixed in the HTML and the bundle alike, as the build's
 * year is (web/build-year.ts). Read from INVOICE_SELLER (JSON, the same the invoice functions get) in the build's
 * environment, over the marked placeholders (contracts/deployment/seller-settings.ts).
 */
import { readPublicSeller } from '../contracts/deployment/seller-settings.ts';

/** The name the app reads the seller by (`import.meta.env.VITE_SELLER`, JSON text), replaced at build time. */
const SELLER_KEY = 'import.meta.env.VITE_SELLER';

/**
 * Vite's `define` entry writing the seller into the code as a string literal holding JSON.
 * @param env the build's environment (INVOICE_SELLER)
 * @throws Error when INVOICE_SELLER is malformed (the build fails rather than publish a wrong seller)
 */
export function sellerDefine(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return { [SELLER_KEY]: JSON.stringify(JSON.stringify(readPublicSeller(env))) };
}
