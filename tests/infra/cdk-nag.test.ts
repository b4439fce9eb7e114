import { App, Stack, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks, HIPAASecurityChecks, type NagPack } from 'cdk-nag';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSecurityChecks } from '../../infra/storefront-stack';
import { scratchDir, sharedStorefrontSynth, type SynthResult } from './storefront-synth';

/** The part of CDK's validation-report.json (cloud assembly) these tests read. */
interface ValidationReport {
  pluginReports: Array<{
    pluginName: string;
    conclusion: string;
    violations: Array<{ ruleName: string; severity: string; violatingConstructs: Array<{ constructPath: string }> }>;
  }>;
}

interface Acknowledgement {
  /** Path of the construct the acknowledgement is attached to. */
  at: string;
  id: string;
  reason: string;
}

/** Every `Validations.of(x).acknowledge()` in the app (stored as construct metadata by aws-cdk-lib). */
function acknowledgements(app: App): Acknowledgement[] {
  const found: Acknowledgement[] = [];
  for (const construct of app.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [key, reason] of Object.entries(entry.data as Record<string, string>)) {
        found.push({ at: construct.node.path, id: key.replace(/^annotation::/i, ''), reason });
      }
    }
  }
  return found;
}

/** The findings of both packs (AwsSolutions, HIPAA Security) with every acknowledgement ignored (cdk-nag's private check replaced). */
function rawFindings(app: App): Array<{ ruleName: string; constructPath: string; severity: string }> {
  return [new AwsSolutionsChecks(), new HIPAASecurityChecks()].flatMap((pack: NagPack) => {
    (pack as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
    return pack
      .validateScope(app)
      .violations.flatMap((v) =>
        v.violatingResources.map((r) => ({ ruleName: v.ruleName, constructPath: r.constructPath ?? '', severity: v.severity ?? '' })),
      );
  });
}

// One synthesis with the cdk-nag plugin registered exactly as infra/app.ts does (addSecurityChecks).
// In a test run (NODE_ENV=test) CDK throws from synth() on any validation error, with the report in the message.
let synth: SynthResult;
beforeAll(() => {
  synth = sharedStorefrontSynth({ nag: true });
});
afterAll(() => synth?.cleanup());

describe('cdk-nag AwsSolutions and HIPAA Security', () => {
  it('synthesizes with zero unacknowledged errors or warnings in the validation report', () => {
    const reportFile = path.join(synth.outdir, 'validation-report.json');
    expect(existsSync(reportFile)).toBe(true);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ValidationReport;
    const violations = report.pluginReports.flatMap((plugin) =>
      plugin.violations.map(
        (v) => `${plugin.pluginName}: ${v.severity} ${v.ruleName} at ${v.violatingConstructs.map((c) => c.constructPath).join(', ')}`,
      ),
    );
    expect(violations).toEqual([]);
    // The same packs, run directly over the tree, agree.
    for (const pack of [new AwsSolutionsChecks(), new HIPAASecurityChecks()]) {
      const direct = pack.validateScope(synth.app);
      expect(direct.violations).toEqual([]);
      expect(direct.success).toBe(true);
    }
  });

  it('acknowledges only findings that exist, each at (or above) the construct that has it, with a reason', () => {
    const acks = acknowledgements(synth.app);
    const findings = rawFindings(synth.app);
    expect(findings.length).toBeGreaterThan(0);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.id, 'a specific AwsSolutions or HIPAA Security rule or finding').toMatch(
        /^(AwsSolutions-[A-Z]+\d+|HIPAA\.Security-[A-Za-z0-9]+)(\[[A-Za-z]+::.+\])?$/,
      );
      expect(ack.reason.length, `reason of ${ack.id}`).toBeGreaterThanOrEqual(80);
      const matching = findings.filter(
        (f) => f.ruleName === ack.id && (f.constructPath === ack.at || f.constructPath.startsWith(`${ack.at}/`)),
      );
      expect(matching, `${ack.id} acknowledged at ${ack.at} matches no finding`).not.toHaveLength(0);
    }
    // And every raw finding is covered by one of them (the other side of "zero unacknowledged").
    for (const finding of findings) {
      const covered = acks.some(
        (ack) => ack.id === finding.ruleName && (finding.constructPath === ack.at || finding.constructPath.startsWith(`${ack.at}/`)),
      );
      expect(covered, `${finding.severity} ${finding.ruleName} at ${finding.constructPath}`).toBe(true);
    }
  });

  it('acknowledges exactly the expected findings: no authorizer on shopper routes, no geo restriction, default certificate, prescriptions/* grants, CDK helper, Cognito Essentials plan, origin secret without rotation', () => {
    const ids = [...new Set(acknowledgements(synth.app).map((ack) => ack.id.replace(/\[.*$/, '')))]
      .filter((id) => id.startsWith('AwsSolutions-'))
      .sort();
    expect(ids).toEqual([
      'AwsSolutions-APIG4',
      'AwsSolutions-CFR1',
      'AwsSolutions-CFR4',
      'AwsSolutions-COG8',
      'AwsSolutions-IAM4',
      'AwsSolutions-IAM5',
      'AwsSolutions-L1',
      'AwsSolutions-SMG4',
    ]);
    const helperOnly = acknowledgements(synth.app).filter((ack) =>
      ['AwsSolutions-L1', 'AwsSolutions-IAM4'].includes(ack.id.replace(/\[.*$/, '')),
    );
    // Only on the deploy-time helpers CDK writes: the site's BucketDeployment and the shelf seed's custom-resource framework.
    for (const ack of helperOnly) expect(ack.at).toMatch(/\/Custom::CDKBucketDeployment[0-9A-F]+|^MedvikaStorefront\/ShelfSeed\/Provider$/);
  });

  it('acknowledges exactly the expected HIPAA Security findings, each with its reason (infra/hipaa-acknowledgements.ts)', () => {
    const hipaa = acknowledgements(synth.app).filter((ack) => ack.id.startsWith('HIPAA.Security-'));
    expect([...new Set(hipaa.map((ack) => ack.id))].sort()).toEqual([
      'HIPAA.Security-CloudTrailCloudWatchLogsEnabled',
      'HIPAA.Security-CloudTrailEncryptionEnabled',
      'HIPAA.Security-CloudWatchLogGroupEncrypted',
      'HIPAA.Security-DynamoDBInBackupPlan',
      'HIPAA.Security-IAMNoInlinePolicy',
      'HIPAA.Security-LambdaConcurrency',
      'HIPAA.Security-LambdaDLQ',
      'HIPAA.Security-LambdaInsideVPC',
      'HIPAA.Security-S3BucketReplicationEnabled',
      'HIPAA.Security-S3BucketVersioningEnabled',
      'HIPAA.Security-S3DefaultEncryptionKMS',
      'HIPAA.Security-SNSEncryptedKMS',
      'HIPAA.Security-SecretsManagerRotationEnabled',
      'HIPAA.Security-SecretsManagerUsingKMSKey',
    ]);
    // Fixed, not acknowledged: the prescriptions and trail buckets are versioned, the web ACL logs blocked requests.
    const versioning = hipaa.filter((ack) => ack.id === 'HIPAA.Security-S3BucketVersioningEnabled').map((ack) => ack.at);
    expect(versioning.sort()).toEqual([
      'MedvikaStorefront/Data/LogBucket',
      'MedvikaStorefront/Site/Bucket',
      'MedvikaStorefront/StaffConsole/Bucket',
    ]);
    expect(rawFindings(synth.app).filter((f) => f.ruleName === 'HIPAA.Security-WAFv2LoggingEnabled')).toEqual([]);
    // Only what runs during a deploy goes without reserved concurrency: CDK's deployment helper and the shelf seed (the
    // API functions and the notifier reserve theirs).
    expect(hipaa.filter((ack) => ack.id === 'HIPAA.Security-LambdaConcurrency').map((ack) => ack.at)).toEqual([
      expect.stringMatching(/^MedvikaStorefront\/Custom::CDKBucketDeployment[0-9A-F]+/),
      'MedvikaStorefront/ShelfSeed',
    ]);
  });

  it('acknowledges "no authorizer" (APIG4) on each shopper route and the staff session (its cookie is its credential) only, never on the API as a whole or the staff API', () => {
    const at = acknowledgements(synth.app)
      .filter((ack) => ack.id === 'AwsSolutions-APIG4')
      .map((ack) => ack.at)
      .sort();
    expect(at).toEqual([
      'MedvikaStorefront/Api/HttpApi/ANY--api--catalogue',
      'MedvikaStorefront/Api/HttpApi/ANY--api--catalogue--{proxy+}',
      'MedvikaStorefront/Api/HttpApi/ANY--api--comments',
      'MedvikaStorefront/Api/HttpApi/ANY--api--post-comment',
      'MedvikaStorefront/Api/HttpApi/ANY--api--privacy',
      'MedvikaStorefront/Api/HttpApi/ANY--api--privacy--{proxy+}',
      'MedvikaStorefront/Api/HttpApi/ANY--api--reminders',
      'MedvikaStorefront/Api/HttpApi/ANY--api--reminders--{proxy+}',
      'MedvikaStorefront/Api/HttpApi/ANY--api--staff--session',
      'MedvikaStorefront/Api/HttpApi/ANY--api--staff--session--{proxy+}',
      'MedvikaStorefront/Api/HttpApi/ANY--api--submit-form',
      'MedvikaStorefront/Api/HttpApi/ANY--api--track',
      'MedvikaStorefront/Api/HttpApi/ANY--api--track--{proxy+}',
      'MedvikaStorefront/Api/HttpApi/ANY--api--vitals',
    ]);
    expect(
      rawFindings(synth.app).filter(
        (f) => f.ruleName === 'AwsSolutions-APIG4' && f.constructPath.includes('staff') && !f.constructPath.includes('staff--session'),
      ),
    ).toEqual([]);
  });

  it("acknowledges the track role's object wildcard only for prescriptions/returns/* (a return's photo), never prescriptions/*", () => {
    const trackAcks = acknowledgements(synth.app).filter(
      (ack) => ack.id.startsWith('AwsSolutions-IAM5[Resource::') && ack.at.startsWith('MedvikaStorefront/Api/Track/'),
    );
    expect(trackAcks.map((ack) => ack.id.replace(/<[^>]+>/, '<bucket>'))).toEqual([
      'AwsSolutions-IAM5[Resource::<bucket>/prescriptions/returns/*]',
    ]);
    expect(trackAcks[0]!.reason).toMatch(/PutObject and DeleteObject/);
  });

  it('has a Cognito pool that satisfies the password (COG1) and MFA (COG2) rules outright; only the Plus plan (COG8) is acknowledged', () => {
    const cognito = rawFindings(synth.app).filter((f) => f.ruleName.startsWith('AwsSolutions-COG'));
    expect(cognito.map((f) => f.ruleName)).toEqual(['AwsSolutions-COG8']);
    expect(cognito[0]!.constructPath).toBe('MedvikaStorefront/StaffIdentity/UserPool/Resource');
    const [ack] = acknowledgements(synth.app).filter((a) => a.id === 'AwsSolutions-COG8');
    expect(ack!.at).toBe('MedvikaStorefront/StaffIdentity/UserPool');
    expect(ack!.reason).toMatch(/FeaturePlan\.PLUS/);
  });

  it('fails synthesis on an unacknowledged finding (the harness can see failures)', () => {
    const scratch = scratchDir('nag-canary-');
    try {
      const outdir = path.join(scratch, 'cdk.out');
      const app = new App({ outdir });
      new s3.Bucket(new Stack(app, 'Canary'), 'PlainBucket'); // no enforceSSL, no access logs
      addSecurityChecks(app);
      expect(() => app.synth()).toThrow(/AwsSolutions-S10/);
      const report = JSON.parse(readFileSync(path.join(outdir, 'validation-report.json'), 'utf8')) as ValidationReport;
      const rules = report.pluginReports.flatMap((p) => p.violations.map((v) => v.ruleName));
      expect(rules).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
      // Both packs are registered: the HIPAA Security pack reports the same bucket.
      expect(report.pluginReports.map((p) => p.pluginName).sort()).toEqual(['AwsSolutions', 'HIPAA.Security']);
      expect(rules).toEqual(expect.arrayContaining(['HIPAA.Security-S3BucketVersioningEnabled']));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
