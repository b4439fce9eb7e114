import { describe, expect, it } from 'vitest';
import { scanNewObjects } from '../../dev/malware-scan-stand-in';
import { testAws } from '../support/aws';
import { samplePdf, submitPrescription } from '../support/http';
import { refuseAndReupload } from '../support/reupload';
import { pharmacistClaims as pharmacist } from '../support/staff-claims';
import { staffRequest } from '../support/staff-request';

// The file routes' `?file=<n>`: a re-uploaded prescription's earlier uploads, for the console's upload tabs
// (functions/staff-api/record-file.ts uploadIndex; web/src/features/staff/PrescriptionUploads.tsx).
const aws = testAws();
const scanned = new Set<string>();

const content = (reference: string, file?: string) =>
  staffRequest(pharmacist, 'GET', `/records/${reference}/file-content`, { query: file === undefined ? undefined : { file } });
const text = (answer: { json: { base64: string } }) => Buffer.from(answer.json.base64, 'base64').toString('latin1');

describe('earlier uploads through the staff file routes (handler vs dynalite and s3rver)', () => {
  it('opens each upload of a re-uploaded prescription by its index, the current one without, and audits which', async () => {
    const reference = await submitPrescription(samplePdf('First upload'));
    await refuseAndReupload(reference, [samplePdf('Second upload'), 'second.pdf', 'application/pdf']);
    await scanNewObjects(aws.clients.s3, aws.config.bucketName, scanned);

    expect(text(await content(reference, '0'))).toContain('First upload');
    expect(text(await content(reference, '1'))).toContain('Second upload');
    expect(text(await content(reference))).toContain('Second upload');
    const presigned = await staffRequest(pharmacist, 'POST', `/records/${reference}/file-url`, { query: { file: '0' } });
    expect(presigned.status).toBe(200);
    expect(presigned.json.url).toContain('X-Amz-Expires=300');

    const audit = await staffRequest(pharmacist, 'GET', `/records/${reference}/audit`);
    const details = (audit.json.entries as Array<{ action: string; detail?: string }>).map(
      (entry) => `${entry.action}:${entry.detail ?? ''}`,
    );
    expect(details).toEqual(
      expect.arrayContaining(['presign:content file 0', 'presign:content file 1', 'presign:content', 'presign:300s file 0']),
    );
  });

  it.each(['2', '-1', 'x', '1.0', ''])('answers ?file=%j with 400 VALIDATION naming the uploads there are', async (file) => {
    const reference = await submitPrescription(samplePdf('Refused'));
    await refuseAndReupload(reference, [samplePdf('New'), 'new.pdf', 'application/pdf']);
    const answer = await content(reference, file);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ code: 'VALIDATION', fields: { file: { code: 'upload_unknown', max: 1 } } });
  });

  it('answers ?file=0 with 400 for a prescription with a single upload', async () => {
    const reference = await submitPrescription(samplePdf('Only one'));
    const answer = await content(reference, '0');
    expect(answer.status).toBe(400);
    expect(answer.json.error.fields).toEqual({ file: { code: 'upload_unknown', max: -1 } });
  });
});
