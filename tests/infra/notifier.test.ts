/**
 * The e-mail notifier in the synthesized template (docs/architecture/email-and-reminders.md, infra/constructs/notifier.ts): the sparse outbox
 * index, the scheduled function with its settings, and a role that may do exactly what the notifier does.
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESM_REQUIRE_BANNER, PROJECT_ROOT, RUNTIME_PROVIDED_MODULES } from '../../infra/constructs/api-function';
import { notificationAddresses } from '../../domain/notifications';
import { outboxIndex, tableDesign } from '../../contracts/deployment/table-design';
import { scratchDir, synthStorefront, useStorefrontSynth } from './storefront-synth';

let template: Template;
useStorefrontSynth((result) => {
  template = result.template;
});

type Resource = { Type: string; Properties: Record<string, any> };
const notifierFunction = (from: Template = template): [string, Resource] => {
  const found = Object.entries(from.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter(
    ([, resource]) => resource.Properties.Environment?.Variables?.MAIL_FROM !== undefined,
  );
  expect(found).toHaveLength(1);
  return found[0]!;
};
/** Every statement of the notifier role's policies. */
const notifierStatements = (): Array<Record<string, any>> => {
  const [, fn] = notifierFunction();
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>)
    .filter((policy) => (policy.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>);
};
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

describe('notifier (docs/architecture/email-and-reminders.md)', () => {
  it('adds the sparse outbox index to the table, keys only', () => {
    const table = Object.values(template.findResources('AWS::DynamoDB::Table') as Record<string, Resource>)[0]!;
    const index = (table.Properties.GlobalSecondaryIndexes as Array<Record<string, any>>).find(
      (each) => each.IndexName === outboxIndex.name,
    );
    expect(index).toEqual({
      IndexName: outboxIndex.name,
      KeySchema: [
        { AttributeName: outboxIndex.partitionKey, KeyType: 'HASH' },
        { AttributeName: outboxIndex.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    });
  });

  it('runs one Node 24 arm64 function every minute, without retries, with one reserved execution and its settings', () => {
    const [id, fn] = notifierFunction();
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Timeout: 60,
      MemorySize: 256,
      ReservedConcurrentExecutions: 1,
    });
    expect(fn.Properties.Environment.Variables).toMatchObject({
      MAIL_FROM: notificationAddresses.sender,
      PHARMACY_INBOX: notificationAddresses.pharmacyInbox,
    });
    expect(JSON.stringify(fn.Properties.Environment.Variables.SITE_ORIGIN)).toContain('DomainName'); // the distribution's
    // The pharmacy's alert links to the console's own distribution: the shop's answers /staff with 404.
    const distributions = Object.keys(template.findResources('AWS::CloudFront::Distribution'));
    const consoleDistribution = distributions.find((id) => id.startsWith('StaffConsole'))!;
    const shopDistribution = distributions.find((id) => id.startsWith('Site'))!;
    expect([consoleDistribution, shopDistribution].every(Boolean)).toBe(true);
    const consoleOrigin = JSON.stringify(fn.Properties.Environment.Variables.STAFF_CONSOLE_ORIGIN);
    expect(consoleOrigin).toContain(consoleDistribution);
    expect(consoleOrigin).not.toContain(shopDistribution);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [id, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [id, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
  });

  it('may Query only the outbox index for pending records, read and update only records, count recipients, and send only as the sender', () => {
    const statements = notifierStatements();
    const dynamo = statements.filter((statement) => asArray(statement.Action).some((action: string) => action.startsWith('dynamodb:')));
    expect(dynamo.map((statement) => statement.Action)).toEqual([
      'dynamodb:Query',
      ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
      'dynamodb:Query',
      ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'],
      ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
      'dynamodb:UpdateItem',
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
    ]);
    expect(JSON.stringify(dynamo[0]!.Resource)).toContain(`/index/${outboxIndex.name}`);
    expect(dynamo[0]!.Condition).toEqual({ 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['pending'] } });
    expect(dynamo[1]!.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PRESCRIPTION#*', 'ORDER#*', 'MESSAGE#*', 'REMINDER#*'] },
    });
    expect(JSON.stringify(dynamo[1]!.Resource)).not.toContain('index');
    // The unpaid online orders' and the lapsed quotes' cancellation: a Query of the two order queues an unpaid order
    // waits in and of the quoted orders' queue, nothing else.
    expect(JSON.stringify(dynamo[2]!.Resource)).toContain(`/index/${tableDesign.queueIndex.name}`);
    expect(dynamo[2]!.Condition).toEqual({
      'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['order#placed', 'order#awaiting_prescription', 'order#quoted'] },
    });
    // A lapsed unpaid order's units back on the shelf, and read back for "notify me when it is back": SHELF#… items only.
    expect(dynamo[3]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SHELF#*'] } });
    // The back-in-stock subscriptions (BACK_IN_STOCK#… only): queried, given their e-mail, sent from, deleted once done.
    expect(dynamo[4]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['BACK_IN_STOCK#*'] } });
    // The per-recipient daily e-mail counters: UpdateItem on their own prefix only, never read or written otherwise.
    expect(dynamo[5]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MAIL-QUOTA#*'] } });
    expect(JSON.stringify(dynamo[5]!.Resource)).not.toContain('index');
    // The unlock codes beside the /track attempt counters: read, and written only in their outbox and armed code, so
    // a count (failures, client_…, owner_…) is out of its reach.
    expect(dynamo[6]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['TRACK#*'] } });
    expect(dynamo[7]!.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['TRACK#*'] },
      'ForAllValues:StringEquals': {
        'dynamodb:Attributes': [
          'pk',
          'sk',
          'outbox',
          'outboxState',
          'outboxDueAt',
          'codeSalt',
          'codeHash',
          'sentAt',
          'validUntil',
          'tries',
        ],
      },
    });

    const ses = statements.filter((statement) => asArray(statement.Action).some((action: string) => action.startsWith('ses:')));
    expect(ses).toHaveLength(1);
    expect(ses[0]!.Action).toBe('ses:SendEmail');
    expect(ses[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': notificationAddresses.sender } });
    const identities = JSON.stringify(ses[0]!.Resource);
    expect(identities).toContain(`:identity/${notificationAddresses.sender}`);
    expect(identities).toContain(`:identity/${notificationAddresses.sender.split('@')[1]}`);
    expect(identities).not.toContain('*');
    // Nothing else: no Scan or PutItem, DeleteItem only of an ended back-in-stock subscription (above), no other
    // service than logs.
    const actions = statements.flatMap((statement) => asArray(statement.Action) as string[]);
    expect(actions.filter((action) => !action.startsWith('logs:')).sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:GetItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:Query',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'dynamodb:UpdateItem',
      'dynamodb:UpdateItem',
      'dynamodb:UpdateItem',
      'dynamodb:UpdateItem',
      'ses:SendEmail',
    ]);
  });

  it('takes the sender and the pharmacy inbox from the context, and refuses a malformed one', () => {
    const custom = synthStorefront({
      context: {
        'medvika:mailFrom': 'alerts@mail.example.in',
        'medvika:pharmacyInbox': 'rx@example.in',
        'medvika:reservedConcurrency': 'false',
      },
    });
    try {
      const [, fn] = notifierFunction(custom.template);
      expect(fn.Properties.Environment.Variables).toMatchObject({ MAIL_FROM: 'alerts@mail.example.in', PHARMACY_INBOX: 'rx@example.in' });
      expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
      expect(JSON.stringify(custom.template.toJSON())).toContain(':identity/mail.example.in');
    } finally {
      custom.cleanup();
    }
    expect(() => synthStorefront({ context: { 'medvika:mailFrom': 'not-an-address' } })).toThrow(
      /medvika:mailFrom must be an e-mail address/,
    );
  });

  it('bundles as the CDK app does (ESM, SDK external) under 250 KB, and the bundle runs a notifier pass against the emulators', async () => {
    const outdir = scratchDir('notifier-bundle-');
    const outfile = path.join(outdir, 'index.mjs');
    await build({
      entryPoints: [path.join(PROJECT_ROOT, 'functions/notifier/notifier.handler.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      mainFields: ['module', 'main'],
      minify: true,
      external: RUNTIME_PROVIDED_MODULES,
      banner: { js: ESM_REQUIRE_BANNER },
      logLevel: 'silent',
    });
    expect(statSync(outfile).size).toBeLessThan(250 * 1024);
    // The settings the construct gives it; the table and endpoints are this test run's emulators (worker-env.ts).
    Object.assign(process.env, {
      MAIL_FROM: notificationAddresses.sender,
      PHARMACY_INBOX: notificationAddresses.pharmacyInbox,
      SITE_ORIGIN: 'https://shop.example.in',
      STAFF_CONSOLE_ORIGIN: 'https://staff.example.in',
    });
    try {
      const bundle = (await import(pathToFileURL(outfile).href)) as { handler: () => Promise<Record<string, number>> };
      expect(await bundle.handler()).toEqual({ records: 0, sent: 0, retried: 0, failed: 0, skipped: 0, errors: 0, cancelled: 0 });
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
