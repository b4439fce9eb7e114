/**
 * The seller the shop pages name (web/seller-define.ts writes it in at build time from INVOICE_SELLER, over marked
 * placeholders): legal name, registered address, GSTIN, retail drug licences and the pharmacist in charge. Written as
 * registered, the same in every language.
 */
import type { PublicSeller } from '@contracts/deployment/seller-settings';

export const seller: PublicSeller = JSON.parse(import.meta.env.VITE_SELLER as string) as PublicSeller;
