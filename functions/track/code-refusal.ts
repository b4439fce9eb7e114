/**
 * How a refused e-mailed code is answered, whatever its purpose (the erasure code of functions/privacy, the unlock
 * code of track-unlock.ts): one wording, one set of codes (contracts/track-refusals.ts `email_code_*`).
 */
import { emailCodeMessages } from '@contracts/email-code';
import type { EmailCodeVerdict } from '../data/email-codes';
import { HttpError } from '../runtime/http';

/** A refused verdict of functions/data/email-codes.ts checkEmailCode. */
export type RefusedCode = Exclude<EmailCodeVerdict, { right: true }>;

/**
 * The error answering a refused code: none waiting → 410 CODE_EXPIRED `email_code_none`; past its validity → 410
 * CODE_EXPIRED `email_code_expired` with its minutes; its tries spent → 410 CODE_USED_UP `email_code_used_up`; wrong →
 * 400 CODE_WRONG `email_code_wrong` with the tries left (and `fields.code`, shown under the code field).
 * @param rules the purpose's tries per code and minutes of validity (contracts/privacy-requests.ts, contracts/track-unlock.ts)
 */
export function codeRefusal(verdict: RefusedCode, rules: { maxTries: number; validMinutes: number }): HttpError {
  switch (verdict.reason) {
    case 'none':
      return new HttpError(410, 'CODE_EXPIRED', emailCodeMessages.none).because({ code: 'email_code_none' });
    case 'expired':
      return new HttpError(410, 'CODE_EXPIRED', emailCodeMessages.expired(rules.validMinutes)).because({
        code: 'email_code_expired',
        minutes: rules.validMinutes,
      });
    case 'used_up':
      return new HttpError(410, 'CODE_USED_UP', emailCodeMessages.usedUp(rules.maxTries)).because({
        code: 'email_code_used_up',
        tries: rules.maxTries,
      });
    case 'wrong':
      return new HttpError(400, 'CODE_WRONG', emailCodeMessages.wrong(verdict.triesLeft), {
        code: { code: 'email_code_wrong' },
      }).because({ code: 'email_code_wrong', triesLeft: verdict.triesLeft });
  }
}

/** True when a refused code was a guess that was compared (wrong, or the wrong one that spent the last try). */
export function wasGuessed(verdict: RefusedCode): boolean {
  return verdict.reason === 'wrong' || (verdict.reason === 'used_up' && verdict.guessed);
}
