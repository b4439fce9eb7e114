import { Stack, type CfnResource } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PARTITION_PREFIXES } from '../../contracts/deployment/table-design';
import { ALARM_THRESHOLDS, UPLOAD_FUNCTIONS, UPLOADS_PAUSED_METRIC } from '../../infra/constructs/alarms';
import type { StorefrontStack } from '../../infra/storefront-stack';
import { useStorefrontSynth } from './storefront-synth';

// The daily upload-byte budget in the template: the operator's alarm when it is used up, and the counter's key in the
// grants of the functions that count uploads (functions/data/upload-budget.ts).

let template: Template;
let stack: StorefrontStack;
useStorefrontSynth((result) => {
  template = result.template;
  stack = result.stack;
});

const logicalIdOf = (construct: { node: { defaultChild?: unknown } }): string =>
  Stack.of(construct as never).getLogicalId(construct.node.defaultChild as CfnResource);
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** The policies attached to an API function's role. */
function policiesOf(route: string): Array<Record<string, any>> {
  const role = logicalIdOf(stack.api.functions[route]!.role);
  return Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    policy.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === role),
  );
}

/** The statements of an API function's role that allow `action`. */
function statementsAllowing(route: string, action: string): Array<Record<string, any>> {
  return policiesOf(route)
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>)
    .filter((statement) => asArray(statement.Action).includes(action));
}

describe('upload budget', () => {
  it("counts each upload function's UPLOADS_PAUSED answers into one metric, from its own log group", () => {
    const filters = Object.values(template.findResources('AWS::Logs::MetricFilter'));
    for (const name of UPLOAD_FUNCTIONS) {
      const logGroup = logicalIdOf(stack.api.functions[name]!.logGroup);
      const mine = filters.filter((filter) => filter.Properties.LogGroupName.Ref === logGroup);
      expect(mine, name).toHaveLength(1);
      expect(mine[0]!.Properties).toMatchObject({
        FilterPattern: '{ $.code = "UPLOADS_PAUSED" }',
        MetricTransformations: [
          { MetricNamespace: UPLOADS_PAUSED_METRIC.namespace, MetricName: UPLOADS_PAUSED_METRIC.metricName, MetricValue: '1' },
        ],
      });
    }
    expect(
      filters.filter((filter) => filter.Properties.MetricTransformations[0].MetricName === UPLOADS_PAUSED_METRIC.metricName),
    ).toHaveLength(UPLOAD_FUNCTIONS.length);
  });

  it('alarms the operator on the first paused upload', () => {
    const alarm = template.toJSON().Resources[logicalIdOf(stack.alarms.alarms.UploadsPaused!)];
    expect(alarm.Properties).toMatchObject({
      Namespace: UPLOADS_PAUSED_METRIC.namespace,
      MetricName: UPLOADS_PAUSED_METRIC.metricName,
      Statistic: 'Sum',
      Period: 300,
      Threshold: ALARM_THRESHOLDS.uploadsPausedPer5Min,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: logicalIdOf(stack.alarms.topic) }],
    });
    expect(ALARM_THRESHOLDS.uploadsPausedPer5Min).toBe(1);
    expect(alarm.Properties.Dimensions).toBeUndefined();
  });

  it("lets the upload functions update the day's counter (UPLOADS#…), and no other function touch it", () => {
    const counter = `${PARTITION_PREFIXES.uploads}*`;
    for (const name of UPLOAD_FUNCTIONS) {
      const updates = statementsAllowing(name, 'dynamodb:UpdateItem');
      expect(
        updates.some((statement) => statement.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys'].includes(counter)),
        name,
      ).toBe(true);
    }
    const others = Object.keys(stack.api.functions).filter((name) => !(UPLOAD_FUNCTIONS as readonly string[]).includes(name));
    for (const name of others) expect(JSON.stringify(policiesOf(name)), name).not.toContain(PARTITION_PREFIXES.uploads);
  });
});
