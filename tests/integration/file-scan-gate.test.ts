import { GetObjectTaggingCommand, PutObjectCommand, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { EICAR_SIGNATURE, scanNewObjects, standInVerdict, startMalwareScanStandIn } from '../../dev/malware-scan-stand-in';
import { MALWARE_SCAN_TAG_KEY } from '../../contracts/deployment/malware-scan';
import { scanRefusal } from '../../functions/staff-api/file-scan-gate';
import { testAws } from '../support/aws';
import { samplePdf, submitPrescription } from '../support/http';
import { staffRequest } from '../support/staff-request';

// Staff tools open only files GuardDuty Malware Protection for S3 tagged NO_THREATS_FOUND
// (functions/staff-api/file-scan-gate.ts); locally dev/malware-scan-stand-in.ts writes the tags.

const aws = testAws();
const pharmacist = { sub: 'pharmacist-scan-1', token_use: 'id', 'cognito:groups': '[pharmacist]', name: 'Dr Ritu Sharma' };

async function newPrescription(pdf: Buffer): Promise<{ reference: string; key: string }> {
  const reference = await submitPrescription(pdf);
  const item = (await aws.itemsOfKind('prescription')).find((candidate) => candidate.reference === reference) as { file: { key: string } };
  return { reference, key: item.file.key };
}

const presign = (reference: string) => staffRequest(pharmacist, 'POST', `/records/${reference}/file-url`);

async function scanTag(key: string): Promise<string | undefined> {
  const { TagSet } = await aws.clients.s3.send(new GetObjectTaggingCommand({ Bucket: aws.config.bucketName, Key: key }));
  return TagSet?.find((tag) => tag.Key === MALWARE_SCAN_TAG_KEY)?.Value;
}

/** Sets the object's tags as GuardDuty would (or removes them all with `undefined`). */
async function tagAs(key: string, value: string | undefined) {
  await aws.clients.s3.send(
    new PutObjectTaggingCommand({
      Bucket: aws.config.bucketName,
      Key: key,
      Tagging: { TagSet: value ? [{ Key: MALWARE_SCAN_TAG_KEY, Value: value }] : [] },
    }),
  );
}

// The global emulators' stand-in watches the `npm start` bucket; each test file has its own bucket (worker-env.ts),
// so the tests that want one start a stand-in on theirs (the first test runs without, so nothing tags behind its back).
let standIn: { stop: () => Promise<void> } | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

async function auditDetails(reference: string): Promise<string[]> {
  const response = await staffRequest(pharmacist, 'GET', `/records/${reference}/audit`);
  // The API lists newest first; these checks read the trail in the order it happened.
  return (response.json.entries as Array<{ action: string; detail?: string }>)
    .map((entry) => `${entry.action}:${entry.detail ?? ''}`)
    .reverse();
}

describe('scan gate of the staff file URL (GetObjectTagging on s3rver)', () => {
  it('refuses an untagged file with 409 FILE_SCAN_PENDING (Retry-After), a finished unclean scan with 409 FILE_NOT_SCANNED, a threat with 423 FILE_QUARANTINED, presigns NO_THREATS_FOUND, and audits each', async () => {
    const pdf = samplePdf('scan gate');
    const { reference, key } = await newPrescription(pdf);
    expect(await scanTag(key)).toBeUndefined(); // no scanner on this bucket: not scanned

    const untagged = await presign(reference);
    expect(untagged.status).toBe(409);
    expect(untagged.json.error).toMatchObject({ code: 'FILE_SCAN_PENDING', message: expect.stringMatching(/still being scanned/) });
    expect(untagged.headers['retry-after']).toBe('1');
    expect(untagged.json.url).toBeUndefined();

    await tagAs(key, 'THREATS_FOUND');
    const infected = await presign(reference);
    expect(infected.status).toBe(423);
    expect(infected.json.error).toMatchObject({ code: 'FILE_QUARANTINED', message: expect.stringMatching(/found a threat/) });

    for (const [value, pattern] of [
      ['FAILED', /failed/],
      ['UNSUPPORTED', /could not check/],
      ['ACCESS_DENIED', /could not read/],
    ] as const) {
      await tagAs(key, value);
      const answer = await presign(reference);
      expect([answer.status, answer.json.error.code]).toEqual([409, 'FILE_NOT_SCANNED']);
      expect(answer.json.error.message).toMatch(pattern);
      expect(answer.headers['retry-after']).toBeUndefined(); // a finished scan: waiting cannot help
    }

    await tagAs(key, 'NO_THREATS_FOUND');
    const clean = await presign(reference);
    expect(clean.status).toBe(200);
    expect(Buffer.from(await (await fetch(clean.json.url)).arrayBuffer()).equals(pdf)).toBe(true);

    expect(await auditDetails(reference)).toEqual([
      'presign:refused: NOT_SCANNED',
      'presign:refused: THREATS_FOUND',
      'presign:refused: FAILED',
      'presign:refused: UNSUPPORTED',
      'presign:refused: ACCESS_DENIED',
      'presign:300s',
    ]);
  });

  it('the local stand-in tags new uploads by our own checks, about a second after the upload, and never retags', async () => {
    standIn = startMalwareScanStandIn({ intervalMs: 200 });
    const { reference, key } = await newPrescription(samplePdf('stand-in'));
    await expect.poll(() => scanTag(key), { timeout: 30_000, interval: 200 }).toBe('NO_THREATS_FOUND');
    expect((await presign(reference)).status).toBe(200);

    // A PDF carrying the EICAR test signature passes the upload checks; the stand-in flags it, like GuardDuty would.
    const withEicar = Buffer.from(samplePdf('eicar').toString('latin1').replace('%%EOF', `% ${EICAR_SIGNATURE}\n%%EOF`), 'latin1');
    expect(standInVerdict(withEicar)).toBe('THREATS_FOUND');
    const infected = await newPrescription(withEicar);
    await expect.poll(() => scanTag(infected.key), { timeout: 30_000, interval: 200 }).toBe('THREATS_FOUND');
    expect((await presign(infected.reference)).status).toBe(423);

    // Verdicts, and a pass that finds everything already tagged changes nothing.
    expect(standInVerdict(Buffer.from('plain text'))).toBe('UNSUPPORTED');
    const seen = new Set<string>();
    await aws.clients.s3.send(
      new PutObjectCommand({ Bucket: aws.config.bucketName, Key: 'prescriptions/test/odd.bin', Body: Buffer.from('not an image') }),
    );
    await expect.poll(() => scanTag('prescriptions/test/odd.bin'), { timeout: 30_000, interval: 200 }).toBe('UNSUPPORTED');
    expect(await scanNewObjects(aws.clients.s3, aws.config.bucketName, seen)).toBe(0);
  });

  it("serves a clean PDF's bytes to the console (file-content: base64, same gate and audit), and refuses it untagged", async () => {
    const pdf = samplePdf('content route');
    const { reference, key } = await newPrescription(pdf);
    const content = () => staffRequest(pharmacist, 'GET', `/records/${reference}/file-content`);
    const refused = await content();
    expect([refused.status, refused.json.error.code]).toEqual([409, 'FILE_SCAN_PENDING']);
    expect(refused.json.base64).toBeUndefined();
    await tagAs(key, 'NO_THREATS_FOUND');
    const served = await content();
    expect(served.status).toBe(200);
    expect(served.json).toMatchObject({ contentType: 'application/pdf', bytes: pdf.length });
    expect(Buffer.from(served.json.base64, 'base64').equals(pdf)).toBe(true);
    const support = { sub: 'support-scan-1', token_use: 'id', 'cognito:groups': '[support]' };
    expect((await staffRequest(support, 'GET', `/records/${reference}/file-content`)).status).toBe(403);
    expect(await auditDetails(reference)).toEqual(['presign:refused: NOT_SCANNED', 'presign:content']);
  });

  it('maps every scan state to the right refusal', () => {
    expect(scanRefusal('NO_THREATS_FOUND')).toBeUndefined();
    expect(scanRefusal('THREATS_FOUND')).toMatchObject({ status: 423, code: 'FILE_QUARANTINED' });
    expect(scanRefusal('NOT_SCANNED')).toMatchObject({ status: 409, code: 'FILE_SCAN_PENDING' });
    for (const state of ['FAILED', 'ACCESS_DENIED', 'UNSUPPORTED', 'UNREADABLE'] as const) {
      expect(scanRefusal(state)).toMatchObject({ status: 409, code: 'FILE_NOT_SCANNED' });
    }
  });

  it('the staff CLI prints the refusal and no URL for a file not scanned clean, and the URL once it is', async () => {
    const { reference, key } = await newPrescription(samplePdf('cli gate'));
    const cli = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'tools/staff-cli/cli.ts', 'prescriptions', 'get', reference], {
        env: { ...process.env, MEDVIKA_TABLE: aws.config.tableName, MEDVIKA_BUCKET: aws.config.bucketName },
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const pending = await cli();
    expect(pending.code).toBe(1);
    expect(pending.stderr).toMatch(
      /File not opened \(FILE_SCAN_PENDING\): This file is still being scanned .*Try again in a few seconds\./,
    );
    expect(pending.stdout).not.toMatch(/X-Amz-Signature/);
    await tagAs(key, 'THREATS_FOUND');
    const refused = await cli();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/File not opened \(FILE_QUARANTINED\): The malware scan found a threat/);
    expect(refused.stdout).toContain(reference);
    expect(refused.stdout).not.toMatch(/X-Amz-Signature/);
    await tagAs(key, 'NO_THREATS_FOUND');
    const opened = await cli();
    expect(opened.code).toBe(0);
    expect(opened.stdout).toMatch(/Download URL \(valid 300 s\):\n.*X-Amz-Signature/);
  });
});
