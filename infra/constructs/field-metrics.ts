import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import {
  VITALS_CLOUDWATCH,
  VITALS_METRICS,
  VITALS_ROUTE_TEMPLATES,
  type VitalsMetricName,
  type VitalsRouteTemplate,
} from '../../contracts/vitals';

/**
 * When the field-data alarms fire: the site-wide 75th percentile of a sampled hour's page views above web.dev's "good"
 * bound (LCP 2.5 s, INP 200 ms) in 3 of the last 5 hours. Hours, not 5 minutes: at the default 10 % sample a
 * neighbourhood pharmacy sends a few beacons an hour, and a percentile needs a handful of them. An hour with fewer than
 * `minSamples` page views counts as not breaching (one slow phone is not a trend); raise the sample rate if the shop
 * is quieter than that.
 */
export const FIELD_ALARMS = {
  periodHours: 1,
  evaluationPeriods: 5,
  datapointsToAlarm: 3,
  minSamples: 10,
  /** p75 LCP above this many ms breaches. */
  lcpP75Ms: VITALS_METRICS.LCP.goodAtP75,
  /** p75 INP above this many ms breaches. */
  inpP75Ms: VITALS_METRICS.INP.goodAtP75,
} as const;

/** The metrics the dashboard draws per page type (each also exists site-wide). */
const DASHBOARD_METRICS: ReadonlyArray<{ name: 'LCP' | 'INP' | 'CLS'; label: string }> = [
  { name: 'LCP', label: 'p75 LCP (ms), largest contentful paint' },
  { name: 'INP', label: 'p75 INP (ms), interaction to next paint' },
  { name: 'CLS', label: 'p75 CLS, cumulative layout shift' },
];

/** Inputs of {@link FieldMetrics}. */
export interface FieldMetricsProps {
  /** The operators' alarm topic (infra/constructs/alarms.ts `Alarms.topic`). */
  readonly alarmTopic: sns.ITopic;
  /**
   * Page types drawn on the dashboard.
   * @default VITALS_ROUTE_TEMPLATES of contracts/vitals.ts
   */
  readonly routes?: readonly VitalsRouteTemplate[];
}

/**
 * Field data of real shoppers (docs/architecture/performance.md, docs/architecture/infrastructure.md): the vitals function writes CloudWatch embedded metric
 * format lines (namespace `Medvika/Web`, metric = LCP, INP, CLS, FCP, TTFB or ReplayedTaps, dimension `Route` = page
 * type for LCP, INP and CLS, and a site-wide series of each without dimension); this construct reads them back.
 * - a dashboard `<stack>-field-data`: p75 LCP, INP and CLS per page type and site-wide, by hour, with the "good" bound
 *   drawn; sampled page views per hour and replayed pre-hydration taps;
 * - two alarms on the operators' topic: site-wide p75 LCP > 2.5 s and p75 INP > 200 ms in 3 of 5 hours
 *   ({@link FIELD_ALARMS}).
 */
export class FieldMetrics extends Construct {
  /** The dashboard. */
  readonly dashboard: cloudwatch.Dashboard;
  /** The two alarms: `lcp` and `inp`. */
  readonly alarms: { readonly lcp: cloudwatch.Alarm; readonly inp: cloudwatch.Alarm };

  constructor(scope: Construct, id: string, props: FieldMetricsProps) {
    super(scope, id);
    const routes = props.routes ?? VITALS_ROUTE_TEMPLATES;
    const period = Duration.hours(FIELD_ALARMS.periodHours);
    const metric = (name: VitalsMetricName, statistic: string, route?: VitalsRouteTemplate) =>
      new cloudwatch.Metric({
        namespace: VITALS_CLOUDWATCH.namespace,
        metricName: name,
        ...(route ? { dimensionsMap: { [VITALS_CLOUDWATCH.routeDimension]: route } } : {}),
        statistic,
        period,
        label: route ?? 'all pages',
      });

    /** Site-wide p75 of `name`, or 0 in an hour with fewer than minSamples page views (metric math IF). */
    const guardedP75 = (name: VitalsMetricName) =>
      new cloudwatch.MathExpression({
        expression: `IF(samples >= ${FIELD_ALARMS.minSamples}, p75, 0)`,
        usingMetrics: { p75: metric(name, 'p75'), samples: metric(name, 'SampleCount') },
        period,
        label: `p75 ${name}, hours with at least ${FIELD_ALARMS.minSamples} page views`,
      });
    const alarm = (id: string, name: VitalsMetricName, thresholdMs: number, description: string) => {
      const created = new cloudwatch.Alarm(this, id, {
        metric: guardedP75(name),
        threshold: thresholdMs,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: FIELD_ALARMS.evaluationPeriods,
        datapointsToAlarm: FIELD_ALARMS.datapointsToAlarm,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: `Medvika: ${description}`,
      });
      created.addAlarmAction(new cwActions.SnsAction(props.alarmTopic));
      return created;
    };
    this.alarms = {
      lcp: alarm(
        'FieldLcpP75',
        'LCP',
        FIELD_ALARMS.lcpP75Ms,
        `shoppers' pages load slowly: p75 LCP of sampled page views above ${FIELD_ALARMS.lcpP75Ms} ms in ${FIELD_ALARMS.datapointsToAlarm} of ${FIELD_ALARMS.evaluationPeriods} hours (field-data dashboard)`,
      ),
      inp: alarm(
        'FieldInpP75',
        'INP',
        FIELD_ALARMS.inpP75Ms,
        `shoppers' taps answer slowly: p75 INP of sampled page views above ${FIELD_ALARMS.inpP75Ms} ms in ${FIELD_ALARMS.datapointsToAlarm} of ${FIELD_ALARMS.evaluationPeriods} hours (field-data dashboard)`,
      ),
    };

    const perRouteGraph = ({ name, label }: (typeof DASHBOARD_METRICS)[number]) =>
      new cloudwatch.GraphWidget({
        title: `${label}, by page type`,
        width: 24,
        height: 8,
        left: [metric(name, 'p75'), ...routes.map((route) => metric(name, 'p75', route))],
        leftAnnotations: [
          {
            value: VITALS_METRICS[name].goodAtP75,
            label: `good at p75 (web.dev): ${VITALS_METRICS[name].goodAtP75}`,
            color: cloudwatch.Color.GREEN,
          },
        ],
        legendPosition: cloudwatch.LegendPosition.RIGHT,
      });
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-field-data`,
      defaultInterval: Duration.days(7),
      widgets: [
        [
          new cloudwatch.TextWidget({
            width: 24,
            height: 2,
            markdown:
              "**Field data**: page speed measured in shoppers' browsers (web-vitals), a sample of page views (10 % by default), 75th percentile per hour. Page types only: no address, query, reference or shopper detail is collected.",
          }),
        ],
        ...DASHBOARD_METRICS.map((entry) => [perRouteGraph(entry)]),
        [
          new cloudwatch.GraphWidget({
            title: 'Sampled page views (TTFB reports) and replayed pre-hydration taps, per hour',
            width: 16,
            height: 6,
            left: [metric('TTFB', 'SampleCount').with({ label: 'sampled page views' })],
            right: [metric('ReplayedTaps', 'Sum').with({ label: 'replayed taps' })],
          }),
          new cloudwatch.AlarmStatusWidget({ title: 'Field-data alarms', width: 8, height: 6, alarms: [this.alarms.lcp, this.alarms.inp] }),
        ],
      ],
    });
  }
}
