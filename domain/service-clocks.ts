/**
 * Service clocks: how long an open record has waited for the pharmacy and by when it must be dealt with, by the rule
 * that applies to its kind and status (docs/architecture/lifecycle.md "Service clocks", docs/behaviour.md). Pure: no I/O, no
 * clock of its own; the staff queue (functions/staff-api/queue.ts) and the console read it.
 *
 * Every clock runs from the record's creation (`createdAt`: the time the shopper's prescription, order, message or
 * privacy request reached us), because that is what each rule measures and what the staff queue index sorts by
 * (contracts/deployment/table-design.ts queueIndex), so "overdue" is one key condition on the index (overdueCutoff).
 * "Due today" is in India (Asia/Kolkata, IST: UTC+05:30 all year, no daylight saving since 1945).
 */
import { isFinal, type LifecycleKind } from './lifecycle';
import { PRIVACY_RESPONSE_DAYS } from './response-times';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** India Standard Time's offset from UTC, in ms (+05:30; fixed: India has no daylight saving). */
const KOLKATA_OFFSET_MS = 5.5 * HOUR_MS;

/**
 * Hours within which a pharmacist checks a prescription or confirms an order: 24. The site promises no review time in
 * words; its nearest promise is the stores' "24 Hour Service" (docs/behaviour.md §3, web/src/content/stores.ts), so a
 * prescription waiting longer than a day is late by the shop's own standard. The business may set another figure here.
 */
export const PHARMACIST_CHECK_HOURS = 24;

/**
 * The rules, each with its limit (ms from creation) and its source.
 * - `pharmacist_check`: a prescription reviewed, or an order checked and confirmed, within PHARMACIST_CHECK_HOURS.
 * - `delivery`: an order delivered within 3 days of ordering (the FAQ and the shipping policy: "usually delivered
 *   within 2-3 business days", web/src/content/faq.ts, policies.ts; counted as calendar days, which are never more
 *   than business days, so a late order is never missed).
 * - `grievance_acknowledgement`: a shopper's message (a complaint or question) acknowledged within 48 hours of receipt
 *   (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)).
 * - `grievance_resolution`: a message answered but open, or awaiting us again, resolved within one month of receipt
 *   (the same rule 4(5)), counted as PRIVACY_RESPONSE_DAYS (30) days, the answer time the site publishes for
 *   complaints (web/src/content/policies.ts). For a complaint received on 30 or 31 January the legal month ends
 *   1–3 days earlier; staff see it as "due today" the day before.
 * - `privacy_response`: a shopper's correction or erasure request answered within PRIVACY_RESPONSE_DAYS (DPDP Act 2023
 *   §12–13, DPDP Rules 2025; contracts/privacy-requests.ts privacyMessages promise it).
 */
export const clockRules = {
  pharmacist_check: { limitMs: PHARMACIST_CHECK_HOURS * HOUR_MS, label: 'Pharmacist check within 24 hours' },
  delivery: { limitMs: 3 * DAY_MS, label: 'Delivery within 3 days of ordering' },
  grievance_acknowledgement: { limitMs: 48 * HOUR_MS, label: 'Acknowledge within 48 hours' },
  grievance_resolution: { limitMs: PRIVACY_RESPONSE_DAYS * DAY_MS, label: `Resolve within ${PRIVACY_RESPONSE_DAYS} days` },
  privacy_response: { limitMs: PRIVACY_RESPONSE_DAYS * DAY_MS, label: `Answer within ${PRIVACY_RESPONSE_DAYS} days` },
} as const satisfies Record<string, { limitMs: number; label: string }>;

/** The id of a clock rule (clockRules). */
export type ClockRule = keyof typeof clockRules;

/** What a clock is about: a record kind, or the staff queue's privacy request rows (contracts/privacy-requests.ts). */
export type ClockKind = LifecycleKind | 'privacy_request';

/**
 * Which rule runs in which open status. `null`: the record waits on the shopper, not on us (a refused prescription
 * waits for a new upload; a verified one is done with; a delivered order owes nothing until a return is asked for; a
 * closed message stays open only to the shopper's erasure), so no clock runs. A status
 * not listed and not final has no clock either; tests/unit/service-clocks.test.ts requires every open status of
 * domain/lifecycle.ts to be listed, so a new status gets a deliberate rule.
 */
export const clockRuleByStatus: Readonly<Record<LifecycleKind, Readonly<Record<string, ClockRule | null>>>> = {
  prescription: { received: 'pharmacist_check', in_review: 'pharmacist_check', rejected: null, verified: null },
  order: {
    // A pharmacist's quote waits on the shopper's accept or decline; it expires by itself after 48 hours (domain/quote.ts).
    quoted: null,
    placed: 'pharmacist_check',
    awaiting_prescription: 'pharmacist_check',
    confirmed: 'delivery',
    packed: 'delivery',
    dispatched: 'delivery',
    delivered: null,
    // A return or refund asked for is a consumer complaint about the order (rule 4(5)): resolved within one month.
    return_requested: 'grievance_resolution',
    return_approved: 'grievance_resolution',
  },
  message: {
    new: 'grievance_acknowledgement',
    answered: 'grievance_resolution',
    awaiting_support: 'grievance_resolution',
    closed: null,
  },
};

/** A running clock: how long it has waited, when it is due and where it stands. */
export interface ServiceClock {
  rule: ClockRule;
  /** Milliseconds from `since` to now (0 for a `since` in the future). */
  waitingMs: number;
  /** ISO 8601 (UTC) time the rule's limit ends: `since` + the rule's limit. */
  dueAt: string;
  /**
   * `overdue`: waited longer than the limit (exactly at the limit is still on time); `due_today`: not overdue, and the
   * limit ends before the next midnight in India; `on_time`: otherwise.
   */
  state: 'on_time' | 'due_today' | 'overdue';
}

/**
 * The rule that runs for a record of `kind` in `status`, if any.
 * @returns the rule id; undefined for a final status (domain/lifecycle.ts isFinal), a status that waits on the shopper
 *   (clockRuleByStatus `null`), an unknown status; `privacy_response` for every privacy request row
 */
export function clockRuleFor(kind: ClockKind, status: string): ClockRule | undefined {
  if (kind === 'privacy_request') return 'privacy_response';
  if (isFinal(kind, status)) return undefined;
  return clockRuleByStatus[kind][status] ?? undefined;
}

/**
 * The first instant of the next day in India after `now` (IST midnight), as a UTC Date.
 * @example nextKolkataMidnight(2026-11-26T18:29:59.999Z) → 2026-11-26T18:30:00.000Z
 */
export function nextKolkataMidnight(now: Date): Date {
  const localMs = now.getTime() + KOLKATA_OFFSET_MS;
  return new Date(Math.floor(localMs / DAY_MS) * DAY_MS + DAY_MS - KOLKATA_OFFSET_MS);
}

/**
 * The service clock of one record (docs/architecture/lifecycle.md "Service clocks").
 * @param record `kind` and `status` (a privacy request row: kind 'privacy_request', any status), and `since`: the ISO
 *   8601 time the record was created (or the request made), from which every rule counts
 * @param now the time to measure at
 * @returns the clock; undefined when no rule runs (clockRuleFor) or `since` is not a date
 */
export function serviceClock(record: { kind: ClockKind; status: string; since: string }, now: Date): ServiceClock | undefined {
  const rule = clockRuleFor(record.kind, record.status);
  const since = Date.parse(record.since);
  if (!rule || Number.isNaN(since)) return undefined;
  const due = since + clockRules[rule].limitMs;
  const state = now.getTime() > due ? 'overdue' : due < nextKolkataMidnight(now).getTime() ? 'due_today' : 'on_time';
  return { rule, waitingMs: Math.max(0, now.getTime() - since), dueAt: new Date(due).toISOString(), state };
}

/**
 * The creation-time range of the records of one rule that are in `state` now, for a key condition on the queue
 * index's sort key (`createdAt`, ISO 8601 strings compare as times): overdue ⇔ createdAt < now − limit; due today ⇔
 * now − limit ≤ createdAt < next IST midnight − limit.
 * @returns `from` (inclusive, absent for overdue) and `before` (exclusive), ISO 8601 (UTC, milliseconds)
 */
export function creationRangeOf(rule: ClockRule, state: 'overdue' | 'due_today', now: Date): { from?: string; before: string } {
  const limitMs = clockRules[rule].limitMs;
  const overdueBefore = new Date(now.getTime() - limitMs).toISOString();
  if (state === 'overdue') return { before: overdueBefore };
  return { from: overdueBefore, before: new Date(nextKolkataMidnight(now).getTime() - limitMs).toISOString() };
}
