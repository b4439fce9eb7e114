/**
 * The one-time codes the shop e-mails (functions/data/email-codes.ts): the code that confirms an erasure
 * (contracts/privacy-requests.ts) and the code that opens a locked reference (contracts/track-unlock.ts). Their rules
 * follow NIST SP 800-63B's out-of-band authenticators (§5.1.3): random, at least 6 digits, short-lived, a limited number
 * of tries, stored only hashed.
 */
import * as z from 'zod/mini';
// fields.ts sets zod's jitless mode before any schema is built (no `new Function`: the site's CSP).
import './forms/fields';

/** Digits of every e-mailed code. */
export const EMAIL_CODE_DIGITS = 6;

/** An e-mailed code as typed: spaces and dashes dropped (people copy '123 456'), then exactly EMAIL_CODE_DIGITS digits. */
export const emailCodeField = z.string().check(
  z.overwrite((value) => value.replace(/[\s-]/g, '')),
  z.regex(new RegExp(`^\\d{${EMAIL_CODE_DIGITS}}$`), { error: 'email_code_format' }),
);

/**
 * The English `message` of the refusals of a typed code, whatever its purpose, for API clients and logs (pages word
 * the answer's reason: contracts/track-refusals.ts `email_code_*`).
 */
export const emailCodeMessages = {
  /** 400 CODE_WRONG, with the tries left (≥ 1). */
  wrong: (triesLeft: number) => `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  /** 410 CODE_USED_UP: the last try was wrong, or a code already tried `tries` times. */
  usedUp: (tries: number) => `That code was entered wrongly ${tries} times and no longer works. Please ask for a new code.`,
  /** 410 CODE_EXPIRED: older than its `minutes` of validity. */
  expired: (minutes: number) => `That code has expired: a code works for ${minutes} minutes. Please ask for a new code.`,
  /** 410 CODE_EXPIRED: no code is waiting (none asked for or sent yet, already used, or replaced by a newer one). */
  none: 'There is no code waiting for this request: it was already used, replaced by a newer one, or not sent yet. Please use the newest code we e-mailed you, or ask for a new one.',
} as const;

/**
 * The attributes the notifier writes on a code item besides its key (functions/data/outbox.ts: the outbox and its
 * index keys; functions/data/email-codes.ts armEmailCode: the armed code). Its grant on unlock code items (TRACK#…,
 * beside the attempt counters) is limited to these (infra/constructs/notifier.ts), so it can never change a count.
 */
export const EMAIL_CODE_SEND_ATTRIBUTES = [
  'outbox',
  'outboxState',
  'outboxDueAt',
  'codeSalt',
  'codeHash',
  'sentAt',
  'validUntil',
  'tries',
] as const;
