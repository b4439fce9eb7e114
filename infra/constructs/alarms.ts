import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { ApiErrorCode } from '../../contracts/api';
import type { ApiRoute } from '../../contracts/deployment/api-routes';

/** Id of the prescriptions bucket's request-metrics configuration (whole bucket), which S3 request metrics need. */
export const PRESCRIPTIONS_METRICS_ID = 'EntireBucket';

/**
 * Alarm thresholds. Each is far above a neighbourhood pharmacy's normal traffic and far below what the
 * configured limits allow (submit-form 5 rps ≈ 18,000 uploads an hour), so an alarm means abuse or a fault.
 */
export const ALARM_THRESHOLDS = {
  /** API 5xx answers in 5 minutes. */
  api5xxPer5Min: 5,
  /** API 4xx answers (429 throttles are counted here: HTTP APIs have no separate throttle metric) in 5 minutes. */
  api4xxPer5Min: 100,
  /** Errors of one function in 5 minutes. */
  lambdaErrorsPer5Min: 5,
  /** Throttled invocations of one function (reserved concurrency reached) in 5 minutes. */
  lambdaThrottlesPer5Min: 1,
  /** PutObject requests on the prescriptions bucket in one hour (a busy day has a few dozen uploads). */
  putObjectsPerHour: 200,
  /** Size of the prescriptions bucket (standard storage); at 180-day retention a pharmacy stays far below. */
  bucketSizeBytes: 5 * 1024 ** 3,
  /** Read capacity units consumed by the table in 5 minutes. */
  readUnitsPer5Min: 30_000,
  /** Write capacity units consumed by the table in 5 minutes. */
  writeUnitsPer5Min: 3_000,
  /** Uploads refused because the day's upload-byte budget is used up (503 UPLOADS_PAUSED), in 5 minutes: the first. */
  uploadsPausedPer5Min: 1,
} as const;

/**
 * The functions that store uploaded files (prescriptions; track: a return's photo) and so answer 503 UPLOADS_PAUSED
 * past the day's upload budget.
 */
export const UPLOAD_FUNCTIONS: ReadonlyArray<ApiRoute['name']> = ['submit-form', 'privacy', 'track'];

/** The error code whose answers the upload-budget alarm counts (contracts/api.ts). */
const UPLOADS_PAUSED: ApiErrorCode = 'UPLOADS_PAUSED';

/**
 * The custom metric of uploads refused past the day's budget: the log metric filters on the upload functions' log
 * groups count each request log line (functions/runtime/handler-kit.ts: one JSON line a request, with its `code`) whose
 * code is UPLOADS_PAUSED. No dimensions: the functions add into one series.
 */
export const UPLOADS_PAUSED_METRIC = { namespace: 'Medvika', metricName: 'UploadsPaused' } as const;

/** A function's route name as a construct id part: 'submit-form' → 'SubmitForm'. */
const pascalCase = (name: string): string => name.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/** Inputs of {@link Alarms}. */
export interface AlarmsProps {
  /** The API stage (5xx and 4xx counts). */
  readonly stage: apigwv2.IHttpStage;
  /**
   * The API functions by route name (errors and throttles of each), with their log groups (the upload functions'
   * carry the metric filter of the upload-budget alarm).
   */
  readonly functions: Readonly<Record<string, { readonly function: lambda.IFunction; readonly logGroup?: logs.ILogGroup }>>;
  /** The prescriptions bucket (with the {@link PRESCRIPTIONS_METRICS_ID} metrics configuration). */
  readonly prescriptionsBucket: s3.IBucket;
  /** The records table (consumed capacity). */
  readonly table: dynamodb.ITable;
  /**
   * E-mail address subscribed to the alarm topic (it must confirm the subscription). Context `medvika:alarmEmail`.
   * @default - no subscription (subscribe in the SNS console)
   */
  readonly email?: string;
  /**
   * Monthly cost budget of the account, USD. Context `medvika:monthlyBudgetUsd`.
   * @default 20
   */
  readonly monthlyBudgetUsd?: number;
}

/**
 * Detection (docs/architecture/security.md "Abuse and cost limits"): one SNS topic, optionally with an e-mail subscription, and
 * CloudWatch alarms on it for API 5xx and 4xx (throttles), each function's errors and throttles, PutObject
 * spikes and the size of the prescriptions bucket, the table's consumed capacity, and uploads refused because the
 * day's upload-byte budget is used up (a metric filter on the upload functions' logs); plus a monthly AWS
 * Budget on the account that notifies the topic (and the e-mail) at 80 % actual and 100 % forecast.
 */
export class Alarms extends Construct {
  /** The topic every alarm and the budget notify. */
  readonly topic: sns.Topic;
  /** The alarms, by a short name. */
  readonly alarms: Readonly<Record<string, cloudwatch.Alarm>>;
  /** The monthly cost budget. */
  readonly budget: budgets.CfnBudget;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const monthlyBudgetUsd = props.monthlyBudgetUsd ?? 20;
    if (!(monthlyBudgetUsd > 0)) throw new Error(`monthlyBudgetUsd must be > 0, got ${monthlyBudgetUsd}`);
    const stack = Stack.of(this);

    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Medvika storefront alarms', enforceSSL: true });
    // Not encrypted with KMS: the topic carries only alarm names, metric values and budget figures, never personal
    // data; CloudWatch alarms and AWS Budgets cannot publish to a topic under the AWS-managed aws/sns key, and a
    // customer-managed key would cost $1/month for nothing to protect. (AwsSolutions does not flag it; a pack with
    // SNSEncryptedKMS, e.g. HIPAA Security, would need this reason as its acknowledgement.) Publishing needs TLS.
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    // AWS Budgets publishes with its service principal, for this account only.
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'BudgetsPublish',
        actions: ['sns:Publish'],
        principals: [new iam.ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );

    const fiveMinutes = Duration.minutes(5);
    const alarms: Record<string, cloudwatch.Alarm> = {};
    const alarm = (name: string, metric: cloudwatch.IMetric, threshold: number, description: string) => {
      const created = new cloudwatch.Alarm(this, name, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: `Medvika: ${description}`,
      });
      created.addAlarmAction(new cwActions.SnsAction(this.topic));
      alarms[name] = created;
    };

    const fiveMinuteSum = { period: fiveMinutes, statistic: 'Sum' } as const;
    const fiveMinuteAlarms = (rows: [name: string, metric: cloudwatch.IMetric, threshold: number, description: string][]) => {
      for (const row of rows) alarm(...row);
    };
    fiveMinuteAlarms([
      ['Api5xx', props.stage.metricServerError(fiveMinuteSum), ALARM_THRESHOLDS.api5xxPer5Min, 'API 5xx answers'],
      [
        'Api4xx',
        props.stage.metricClientError(fiveMinuteSum),
        ALARM_THRESHOLDS.api4xxPer5Min,
        'API 4xx answers, including 429 throttles (a flood of requests or of invalid forms)',
      ],
    ]);
    for (const [name, { function: fn }] of Object.entries(props.functions)) {
      const pascal = pascalCase(name);
      alarm(`${pascal}Errors`, fn.metricErrors(fiveMinuteSum), ALARM_THRESHOLDS.lambdaErrorsPer5Min, `${name} function errors`);
      alarm(
        `${pascal}Throttles`,
        fn.metricThrottles(fiveMinuteSum),
        ALARM_THRESHOLDS.lambdaThrottlesPer5Min,
        `${name} function throttled (reserved concurrency reached)`,
      );
    }
    alarm(
      'PrescriptionPutObjects',
      new cloudwatch.Metric({
        namespace: 'AWS/S3',
        metricName: 'PutRequests',
        dimensionsMap: { BucketName: props.prescriptionsBucket.bucketName, FilterId: PRESCRIPTIONS_METRICS_ID },
        period: Duration.hours(1),
        statistic: 'Sum',
      }),
      ALARM_THRESHOLDS.putObjectsPerHour,
      'PutObject spike on the prescriptions bucket (uploads per hour)',
    );
    alarm(
      'PrescriptionBucketSize',
      new cloudwatch.Metric({
        namespace: 'AWS/S3',
        metricName: 'BucketSizeBytes',
        dimensionsMap: { BucketName: props.prescriptionsBucket.bucketName, StorageType: 'StandardStorage' },
        // S3 reports storage metrics once a day.
        period: Duration.days(1),
        statistic: 'Maximum',
      }),
      ALARM_THRESHOLDS.bucketSizeBytes,
      'prescriptions bucket grew past its expected size',
    );
    fiveMinuteAlarms([
      [
        'TableReadCapacity',
        props.table.metricConsumedReadCapacityUnits(fiveMinuteSum),
        ALARM_THRESHOLDS.readUnitsPer5Min,
        'DynamoDB consumed read capacity',
      ],
      [
        'TableWriteCapacity',
        props.table.metricConsumedWriteCapacityUnits(fiveMinuteSum),
        ALARM_THRESHOLDS.writeUnitsPer5Min,
        'DynamoDB consumed write capacity',
      ],
    ]);
    // The daily upload-byte budget (functions/data/upload-budget.ts): the first refused upload tells the operator that
    // shoppers are being turned away until midnight UTC, and that someone has uploaded the day's budget.
    for (const name of UPLOAD_FUNCTIONS) {
      const logGroup = props.functions[name]?.logGroup;
      if (!logGroup) continue;
      new logs.MetricFilter(this, `UploadsPausedFilter${pascalCase(name)}`, {
        logGroup,
        metricNamespace: UPLOADS_PAUSED_METRIC.namespace,
        metricName: UPLOADS_PAUSED_METRIC.metricName,
        filterPattern: logs.FilterPattern.stringValue('$.code', '=', UPLOADS_PAUSED),
        metricValue: '1',
      });
    }
    alarm(
      'UploadsPaused',
      new cloudwatch.Metric({ ...UPLOADS_PAUSED_METRIC, period: fiveMinutes, statistic: 'Sum' }),
      ALARM_THRESHOLDS.uploadsPausedPer5Min,
      "uploads paused: the day's upload-byte budget is used up (503 UPLOADS_PAUSED until midnight UTC); look for an upload flood",
    );
    this.alarms = alarms;

    const subscribers = [
      { subscriptionType: 'SNS', address: this.topic.topicArn },
      ...(props.email ? [{ subscriptionType: 'EMAIL', address: props.email }] : []),
    ];
    this.budget = new budgets.CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `${stack.stackName}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: { notificationType: 'ACTUAL', comparisonOperator: 'GREATER_THAN', threshold: 80, thresholdType: 'PERCENTAGE' },
          subscribers,
        },
        {
          notification: { notificationType: 'FORECASTED', comparisonOperator: 'GREATER_THAN', threshold: 100, thresholdType: 'PERCENTAGE' },
          subscribers,
        },
      ],
    });
    this.budget.node.addDependency(this.topic);
  }
}
