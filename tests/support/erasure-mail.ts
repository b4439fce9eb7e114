/**
 * What an integration test file needs to erase through the e-mailed one-time code: the file's own mail emulator and
 * notifier (local-mail.ts), and the code read from the e-mail as a shopper reads it.
 */
import { expect } from 'vitest';
import { runNotifier } from '../../functions/notifier/notifier.core';
import type { testAws } from './aws';
import { useLocalMail, type StoredMail } from './local-mail';

export { SITE_ORIGIN, type StoredMail } from './local-mail';

/**
 * Starts this file's SES emulator (useLocalMail) and gives the helpers that read erasure codes from it.
 * @param aws the file's testAws(): the notifier runs against its table
 */
export function useErasureMail(aws: ReturnType<typeof testAws>) {
  const { notifierAt, mailbox } = useLocalMail(aws);

  /** The code e-mails about `reference`, oldest first. */
  async function codeMails(reference: string): Promise<StoredMail[]> {
    return (await mailbox()).filter((mail) => mail.subject.startsWith('Your code to delete') && mail.subject.includes(reference));
  }

  /**
   * Runs the notifier at `now` and reads the code from the newest code e-mail about `reference`.
   * @returns the 6 digits
   */
  async function deliveredCode(reference: string, now = new Date()): Promise<string> {
    await runNotifier(notifierAt(now));
    const text = (await codeMails(reference)).at(-1)?.body.text ?? '';
    const code = /Your code is (\d{6})\./.exec(text)?.[1];
    expect(code, `a code e-mail about ${reference}`).toBeDefined();
    return code!;
  }

  return { notifierAt, mailbox, codeMails, deliveredCode };
}
