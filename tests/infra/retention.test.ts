import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_RECOVERY_DAYS,
  H1_REGISTER_RETENTION_YEARS,
  NONCURRENT_VERSION_DAYS,
  PRESCRIPTION_RETENTION_DAYS,
  TAX_RECORD_RETENTION_YEARS,
  CANCELLED_ORDER_RETENTION_DAYS,
  MESSAGE_REPLY_CUTOFF_DAYS,
  MESSAGE_RETENTION_DAYS,
} from '../../domain/retention';
import { privacyPolicy } from '../../web/src/content/policies';
import { useStorefrontSynth } from './storefront-synth';
import { englishText } from '../support/english-text';

let template: Template;
useStorefrontSynth((result) => (template = result.template));

const policyText = privacyPolicy.sections.flatMap((section) => section.paragraphs.map(englishText)).join('\n');

/**
 * The figures the privacy policy states are the ones the stack enforces (one constant each, in
 * domain/retention.ts), including the recovery copies.
 */
describe('retention the notice promises', () => {
  it(`keeps table recovery copies ${BACKUP_RECOVERY_DAYS} days, and the policy says so`, () => {
    const table = Object.values(template.findResources('AWS::DynamoDB::Table'))[0]!;
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
      RecoveryPeriodInDays: BACKUP_RECOVERY_DAYS,
    });
    expect(policyText).toContain(`recovery copies for ${BACKUP_RECOVERY_DAYS} days`);
  });

  it(`expires prescription files after ${PRESCRIPTION_RETENTION_DAYS} days and their old versions ${NONCURRENT_VERSION_DAYS} day later, as the policy says`, () => {
    const bucket = Object.entries(template.findResources('AWS::S3::Bucket')).find(([id]) => id.startsWith('DataPrescriptionsBucket'))![1];
    const rules = bucket.Properties.LifecycleConfiguration.Rules as Array<Record<string, unknown>>;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ExpirationInDays: PRESCRIPTION_RETENTION_DAYS,
          NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_VERSION_DAYS },
          Status: 'Enabled',
        }),
      ]),
    );
    expect(policyText).toContain(`kept for ${PRESCRIPTION_RETENTION_DAYS} days`);
    expect(policyText).toContain(`within ${NONCURRENT_VERSION_DAYS} day after that`);
  });

  it(`says the Schedule H1 register is kept ${H1_REGISTER_RETENTION_YEARS} years, through an erasure request`, () => {
    expect(policyText).toContain(`We keep that register entry for ${H1_REGISTER_RETENTION_YEARS} years, even if you ask us to delete`);
  });

  // The dispatch sets the order's TTL to this (functions/staff-api/status-change.ts; tests/integration/invoice.test.ts).
  it(`says a dispatched order is kept ${TAX_RECORD_RETENTION_YEARS} years as the record of sale`, () => {
    expect(policyText).toContain(`for ${TAX_RECORD_RETENTION_YEARS} years from its dispatch`);
    expect(policyText).toContain(`it is a record of sale or of a payment, kept ${TAX_RECORD_RETENTION_YEARS} years`);
  });

  it(`says a cancelled order goes ${CANCELLED_ORDER_RETENTION_DAYS} days after its cancellation, unless its payment was received`, () => {
    expect(policyText).toContain(
      `An order cancelled before dispatch is deleted automatically ${CANCELLED_ORDER_RETENTION_DAYS} days after its cancellation`,
    );
    expect(policyText).toContain(`so the order is kept ${TAX_RECORD_RETENTION_YEARS} years from its cancellation`);
  });

  it(`says a message goes ${MESSAGE_RETENTION_DAYS} days after support last acted on it, taking no reply in its last ${MESSAGE_REPLY_CUTOFF_DAYS}`, () => {
    expect(policyText).toContain(`deleted automatically ${MESSAGE_RETENTION_DAYS} days after we last answered or closed it`);
    expect(policyText).toContain(`In its last ${MESSAGE_REPLY_CUTOFF_DAYS} days it takes no more replies`);
  });

  it('says why no prescription is kept for the Schedule X two years', () => {
    expect(policyText).toMatch(/do not sell Schedule X medicines online/);
  });
});
