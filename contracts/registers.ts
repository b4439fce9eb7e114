/**
 * The pharmacist's registers in the staff API (docs/architecture/staff-api.md): the Schedule H1 register
 * (GET /api/staff/registers/h1), batch proposals at packing (GET /api/staff/records/<reference>/batches) and recalls
 * (GET and POST /api/staff/recalls). Shared by the Lambda handler and the /staff console.
 */
import * as z from 'zod/mini';
import { BATCH_NUMBER_PATTERN } from './staff-api';

/**
 * One Schedule H1 register entry (Drugs Rules, 1945, Rule 65(3)(b)): one line of an order as dispatched. Names and
 * addresses as the order and the verification stored them; `dispatchedAt` ISO 8601 UTC; `expiry` 'YYYY-MM'.
 * `prescriberName`/`prescriberRegistration` are '' for an order verified before prescribers were recorded, and
 * `prescriberAddress` '' for one verified before the prescriber's address was (Schedule H1: "name and address of the
 * prescriber").
 */
export interface H1RegisterEntry {
  dispatchedAt: string;
  reference: string;
  productId: string;
  patientName: string;
  patientAddress: string;
  prescriberName: string;
  prescriberRegistration: string;
  prescriberAddress: string;
  medicine: string;
  quantity: number;
  batch: string;
  expiry: string;
  pharmacistName: string;
  pharmacistRegistration: string;
}

/** The longest range one register listing covers: 92 days (a quarter; an inspector asks for a period, not years). */
export const H1_REGISTER_MAX_DAYS = 92;

const isoDate = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));

/** Query of GET /api/staff/registers/h1: `from` and `to`, India dates 'YYYY-MM-DD', both included. */
export const h1RegisterQuerySchema = z.strictObject({ from: isoDate, to: isoDate });

/** 200 of GET /api/staff/registers/h1 as JSON: the range and its entries, oldest first. */
export interface H1RegisterPage {
  from: string;
  to: string;
  entries: H1RegisterEntry[];
}

/**
 * The CSV export's columns, in order, with their header words (the register's own headings): first the entry's serial
 * number in the export (`serial`: 1, 2, … in register order, as a register's entries are numbered), then the entry's
 * own fields. The date of supply is India time and the expiry a month as the console's register page shows it
 * (functions/staff-api/h1-register-view.ts h1RegisterRows).
 */
export const h1RegisterColumns = [
  ['serial', 'S. No.'],
  ['dispatchedAt', 'Date of supply (IST)'],
  ['reference', 'Order'],
  ['patientName', 'Patient name'],
  ['patientAddress', 'Patient address'],
  ['prescriberName', 'Prescriber'],
  ['prescriberRegistration', 'Prescriber registration'],
  ['prescriberAddress', 'Prescriber address'],
  ['medicine', 'Medicine'],
  ['quantity', 'Quantity'],
  ['batch', 'Batch'],
  ['expiry', 'Expiry'],
  ['pharmacistName', 'Verifying pharmacist'],
  ['pharmacistRegistration', 'Pharmacist registration'],
] as const satisfies ReadonlyArray<readonly [keyof H1RegisterEntry | 'serial', string]>;

/** What the export writes in a cell the register lacks (a prescriber, their address, a batch), as the page says it. */
export const H1_NOT_RECORDED = 'Not recorded';

/**
 * A product's batch proposal at packing (first-expiry-first-out, domain/batch-expiry.ts): the batch with the earliest
 * expiry packed before that may still be packed, if any.
 */
export interface BatchProposal {
  productId: string;
  /** The batch, its expiry month 'YYYY-MM' and the manufacturer recorded with it, if one was. */
  proposal?: { batch: string; expiry: string; manufacturer?: string };
}

/** 200 of GET /api/staff/records/<reference>/batches: one proposal per line of the order, in line order. */
export interface BatchProposals {
  lines: BatchProposal[];
}

/** Query (GET) and body (POST) of /api/staff/recalls: the product and the recalled batch number. */
export const recallSchema = z.strictObject({
  productId: z.string().check(z.minLength(1), z.maxLength(100)),
  batch: z.string().check(z.regex(BATCH_NUMBER_PATTERN)),
});
export type RecallQuery = z.output<typeof recallSchema>;

/**
 * Why a batch is recalled, as the pharmacist records it with the notice (kept in the audit trail): the regulator's
 * "not of standard quality" alert (CDSCO's monthly list), a spurious (fake) batch, the manufacturer's own recall, or
 * another reason.
 */
export const recallReasons = ['not_of_standard_quality', 'spurious', 'manufacturer_recall', 'other'] as const;
export type RecallReason = (typeof recallReasons)[number];

/** Body of POST /api/staff/recalls: the product, the batch and, from the console, why it is recalled. */
export const recallNoticeSchema = z.strictObject({ ...recallSchema.shape, reason: z.optional(z.enum(recallReasons)) });
export type RecallNotice = z.output<typeof recallNoticeSchema>;

/** One order that shipped a recalled batch: when it was dispatched and whether its shopper has been told of the recall. */
export interface RecalledOrder {
  reference: string;
  quantity: number;
  expiry: string;
  dispatchedAt: string;
  /** ISO 8601 time the recall e-mail was queued for this order; absent while not yet. */
  notifiedAt?: string;
  /** False for an order without an e-mail address (or erased): the pharmacy must reach that shopper another way. */
  hasEmail: boolean;
}

/** 200 of GET and POST /api/staff/recalls: the batch and its orders; after a POST, `queued` e-mails newly queued. */
export interface RecallAnswer {
  productId: string;
  batch: string;
  orders: RecalledOrder[];
  queued?: number;
}
