import { describe, expect, it } from 'vitest';
import type { ErrorReason } from '@contracts/api';
import { staffRefusalCodes, staffRefusalParams } from '@contracts/staff-refusals';
import { ApiError } from '../../web/src/lib/api-client';
import { failureText, staffRefusalTexts } from '../../web/src/features/staff/staff-failure-texts';

/*
 * Every refusal the staff API can give (contracts/staff-refusals.ts, read from the contract, not copied here) worded by
 * the console from its code and values, never from the English `message`; other answers from the catalog of the API's
 * codes (English: the console's language).
 */

/** A sample of each value a staff refusal may carry. */
const samples: Readonly<Record<string, string | number | string[]>> = {
  status: 'FAILED',
  count: 3,
  productIds: ['prescription-taxim-o-200-tab-10'],
};

describe("the console's words for the staff API's refusals", () => {
  it('words every refusal code, each differently, with its values', () => {
    const texts = new Set<string>();
    for (const code of staffRefusalCodes) {
      const params: readonly string[] = staffRefusalParams[code];
      const reason = { code, ...Object.fromEntries(params.map((name) => [name, samples[name]])) } as ErrorReason;
      const text = failureText(new ApiError(409, 'CONFLICT', 'English for logs', {}, reason));
      expect(text, code).toMatch(/^[A-Z]/);
      expect(text, code).not.toContain('English for logs');
      if (params.includes('count')) expect(text, code).toContain('3');
      if (params.includes('productIds')) expect(text, code).toContain('Taxim-O 200 Tablet');
      texts.add(text);
    }
    expect(texts.size).toBe(staffRefusalCodes.length);
    expect(Object.keys(staffRefusalTexts).sort()).toEqual([...staffRefusalCodes].sort());
  });

  it('says what a status value means: the record status and the scan result in words', () => {
    const changed = failureText(new ApiError(409, 'CONFLICT', '', {}, { code: 'record_changed', status: 'in_review' }));
    expect(changed).toBe('Someone else changed this record: it is now “In review”. Here is the current version.');
    const unscanned = failureText(new ApiError(409, 'FILE_NOT_SCANNED', '', {}, { code: 'file_not_scanned', status: 'UNSUPPORTED' }));
    expect(unscanned).toContain('could not check this kind of file');
  });

  it('words any other answer from its codes, never its English message', () => {
    expect(failureText(new ApiError(503, 'SERVICE_UNAVAILABLE', 'English for logs'))).toBe(
      'Our service is having trouble right now. Please try again in a minute.',
    );
    expect(failureText(new ApiError(409, 'CONFLICT', 'English for logs', {}, { code: 'message_thread_full', maxEntries: 50 }))).toBe(
      'This conversation has reached its limit of 50 messages. Please send a new message from the contact page.',
    );
    expect(failureText(new ApiError(403, 'FORBIDDEN', 'English for logs'))).toContain('Your role may not open this.');
    expect(failureText(new Error('a bug'))).toBe('Something went wrong. Please try again.');
  });
});
