import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startDynalite, startS3rver, type RunningEmulator } from '../../dev/emulators';
import { localAwsEnv } from '../../dev/local-env';
import { provisionLocalResources } from '../../dev/provision';
import { createAwsClients } from '../../functions/runtime/aws-clients';
import { createHttpHandler } from '../../functions/runtime/handler-kit';
import { submitForm } from '../../functions/submit-form/submit-form.core';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { encodeMultipart, formData, invoke, prescriptionFields, samplePdf } from '../support/http';

// This file runs its own emulators (persisted to a temp folder) so it can stop and restart them
// without disturbing the other test files.
let dataDir: string;
let dynamo: RunningEmulator;
let s3: RunningEmulator;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'medvika-faults-'));
  const [dynamodbPort, s3Port] = [await freePort(), await freePort()];
  dynamo = await startDynalite(dynamodbPort, dataDir);
  s3 = await startS3rver(s3Port, dataDir);
  env = { ...localAwsEnv(dynamodbPort, s3Port), TABLE_NAME: 'faults', BUCKET_NAME: 'faults' };
  const saved = { ...process.env };
  Object.assign(process.env, env);
  await provisionLocalResources('faults', 'faults');
  Object.assign(process.env, saved);
});

afterAll(async () => {
  await dynamo?.stop();
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function handlerFor() {
  const clients = createAwsClients(env);
  return {
    clients,
    handler: createHttpHandler('submit-form', ['POST'], (request) =>
      submitForm(request, { clients, config: { tableName: 'faults', bucketName: 'faults' }, now: new Date() }),
    ),
  };
}

async function submit() {
  const { handler } = handlerFor();
  const { body, contentType } = await encodeMultipart(
    formData(prescriptionFields, { prescription: [samplePdf(), 'rx.pdf', 'application/pdf'] }),
  );
  return invoke(handler, { method: 'POST', path: '/api/submit-form/', headers: { 'content-type': contentType }, body });
}

async function stored() {
  const { clients } = handlerFor();
  const objects = await clients.s3.send(new ListObjectsV2Command({ Bucket: 'faults' }));
  const items = await clients.dynamo.send(new ScanCommand({ TableName: 'faults' }));
  return { objects: objects.KeyCount ?? 0, items: (items.Items ?? []).filter((item) => item.kind === 'prescription').length };
}

describe('submit-form when a dependency is down', () => {
  it('answers 503 and leaves no orphan object while DynamoDB is unreachable, then recovers', async () => {
    const before = await stored();
    await dynamo.stop();
    const response = await submit();
    expect(response.status).toBe(503);
    expect(response.json.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/temporarily unavailable/) });
    expect(response.raw).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|dynamo/i);
    dynamo = await startDynalite(dynamo.port, dataDir);
    expect(await stored()).toEqual(before);
    const next = await submit();
    expect(next.status).toBe(201);
    expect(await stored()).toEqual({ objects: before.objects + 1, items: before.items + 1 });
  });

  it('answers 503 and writes no item while S3 is unreachable, then recovers', async () => {
    const before = await stored();
    await s3.stop();
    const response = await submit();
    expect(response.status).toBe(503);
    expect(response.json.error.code).toBe('SERVICE_UNAVAILABLE');
    s3 = await startS3rver(s3.port, dataDir);
    expect(await stored()).toEqual(before);
    const next = await submit();
    expect(next.status).toBe(201);
    expect(await stored()).toEqual({ objects: before.objects + 1, items: before.items + 1 });
  });
});
