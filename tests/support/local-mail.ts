/**
 * What an integration test file needs to see the e-mails it causes: its own aws-ses-v2-local (started for the file,
 * read back over its HTTP API), and the real notifier core run against the file's table, so an e-mail reaches the test
 * exactly as it reaches a shopper: drawn by the notifier, sent through the SES v2 SDK.
 */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { notificationAddresses } from '@domain/notifications';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort, startSesLocal, type RunningEmulator } from '../../dev/emulators';
import type { NotifierContext } from '../../functions/notifier/notifier.core';
import type { testAws } from './aws';

/** Scheme and host the e-mails link to. */
export const SITE_ORIGIN = 'https://shop.example.in';

/** The staff console's own origin in the e-mails these tests read (the pharmacy's alert links there). */
const CONSOLE_ORIGIN = 'https://staff.example.in';

/** One e-mail as aws-ses-v2-local keeps it (GET /store). */
export interface StoredMail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** The extra headers sent with it (SES v2 Simple.Headers), e.g. List-Unsubscribe. */
  headers?: { name: string; value: string }[];
}

/**
 * Starts this file's SES emulator (beforeAll; stopped afterAll) and gives the helpers that read it.
 * @param aws the file's testAws(): the notifier runs against its table
 * @returns notifierAt(now): the notifier's context at `now`, sending to this emulator; mailbox(): every e-mail it
 *   holds, oldest first
 */
export function useLocalMail(aws: ReturnType<typeof testAws>) {
  let port = 0;
  let ses: RunningEmulator | undefined;
  beforeAll(async () => {
    port = await freePort();
    ses = await startSesLocal(port);
  });
  afterAll(async () => {
    await ses?.stop();
  });

  const notifierAt = (now: Date): NotifierContext => ({
    dynamo: aws.clients.dynamo,
    ses: new SESv2Client({ region: 'ap-south-1', endpoint: `http://127.0.0.1:${port}`, maxAttempts: 1 }),
    settings: {
      tableName: aws.config.tableName,
      mailFrom: notificationAddresses.sender,
      pharmacyInbox: notificationAddresses.pharmacyInbox,
      siteOrigin: SITE_ORIGIN,
      consoleOrigin: CONSOLE_ORIGIN,
    },
    now,
  });

  async function mailbox(): Promise<StoredMail[]> {
    const response = await fetch(`http://127.0.0.1:${port}/store`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { emails: StoredMail[] }).emails;
  }

  return { notifierAt, mailbox };
}
