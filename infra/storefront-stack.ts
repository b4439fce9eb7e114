import { type App, CfnOutput, Lazy, Stack, Tags, Validations, type StackProps } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import type { Construct } from 'constructs';
import path from 'node:path';
import { ORIGIN_VERIFY_HEADER } from '../contracts/deployment/origin-verify';
import { sampleSellerFields } from '../contracts/deployment/seller-settings';
import { Alarms } from './constructs/alarms';
import { Api } from './constructs/api';
import { PROJECT_ROOT } from './constructs/api-function';
import { DataEventsTrail } from './constructs/data-events-trail';
import { FieldMetrics } from './constructs/field-metrics';
import { Data, PRESCRIPTIONS_PREFIX } from './constructs/data';
import { MalwareProtection } from './constructs/malware-protection';
import { Notifier } from './constructs/notifier';
import { ShelfSeed } from './constructs/shelf-seed';
import { guardPrescriptionReads } from './constructs/prescription-read-guards';
import { Site, assertWebBuild } from './constructs/site';
import { StaffAccess } from './constructs/staff-access';
import { StaffIdentity } from './constructs/staff-identity';
import { StaffConsoleSite } from './constructs/staff-console-site';
import { acknowledgeHipaaFindings } from './hipaa-acknowledgements';
import { cognitoOrigin } from './security-headers';
import { WafStack } from './waf-stack';

/**
 * Settings of the storefront stack. Each one is taken from the prop, else from the CDK context key named
 * in its doc (`cdk deploy -c medvika:stageName=prod`, or cdk.json "context"), else from its default.
 */
export interface StorefrontStackProps extends StackProps {
  /**
   * Folder of the production SPA build (must hold index.html). Context `medvika:webBuildDir`
   * (relative paths are taken from the repository root).
   * @default '<repository>/dist/web' — what `npm run build` writes
   */
  readonly webBuildDir?: string;
  /**
   * The staff console's own host name, e.g. 'staff.medvika.in' (the certificate `certificateArn` must cover it).
   * Context `medvika:staffDomain`.
   * @default - the console distribution's own *.cloudfront.net name
   */
  readonly staffDomain?: string;
  /**
   * HTTP API stage name. Context `medvika:stageName`.
   * @default '$default'
   */
  readonly stageName?: string;
  /**
   * API stage steady-state limit, requests per second. Context `medvika:throttleRateLimit`.
   * @default 20
   */
  readonly throttleRateLimit?: number;
  /**
   * API stage burst limit, requests. Context `medvika:throttleBurstLimit`.
   * @default 40
   */
  readonly throttleBurstLimit?: number;
  /**
   * Reserve Lambda concurrency per function (infra/constructs/api.ts ROUTE_LIMITS: 36 in all, 37 with the notifier; the account's
   * quota must then be at least 47, as Lambda keeps 10 unreserved). Context `medvika:reservedConcurrency`
   * (`false` turns it off, e.g. in a new account whose quota is still 10).
   * @default true
   */
  readonly reservedConcurrency?: boolean;
  /**
   * CloudWatch Logs retention (days) of the API access log and the function logs; one of the values
   * CloudWatch accepts (1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, …). Context `medvika:logRetentionDays`.
   * One year by default: the DPDP Rules 2025 ask for logs kept a year (docs/architecture/privacy.md).
   * @default 365
   */
  readonly logRetentionDays?: number;
  /**
   * Days the log bucket keeps S3 access logs and CloudFront logs. Context `medvika:accessLogRetentionDays`.
   * @default 365
   */
  readonly accessLogRetentionDays?: number;
  /**
   * Custom domain names of the site. Context `medvika:domainNames` (comma-separated). Needs `certificateArn`.
   * @default - none (the *.cloudfront.net name)
   */
  readonly domainNames?: string[];
  /**
   * ACM certificate ARN (us-east-1) for `domainNames`. Context `medvika:certificateArn`.
   * @default - none
   */
  readonly certificateArn?: string;
  /**
   * E-mail address subscribed to the alarm topic (alarms and the budget). Context `medvika:alarmEmail`.
   * @default - none (subscribe to the AlarmTopicArn output yourself)
   */
  readonly alarmEmail?: string;
  /**
   * Monthly AWS cost budget of the account, USD. Context `medvika:monthlyBudgetUsd`.
   * @default 20
   */
  readonly monthlyBudgetUsd?: number;
  /**
   * Sender of the e-mail notifications, an SES-verified identity (the address or its domain). Context `medvika:mailFrom`.
   * @default notificationAddresses.sender (domain/notifications.ts)
   */
  readonly mailFrom?: string;
  /**
   * Inbox of the pharmacy's new-prescription alerts. Context `medvika:pharmacyInbox`.
   * @default notificationAddresses.pharmacyInbox (domain/notifications.ts)
   */
  readonly pharmacyInbox?: string;
  /**
   * AWS WAF web ACL ARN (CLOUDFRONT scope) to attach instead of the one this app creates. Context `medvika:webAclArn`.
   * @default - the web ACL of {@link WafStack} (unless `waf` is false)
   */
  readonly webAclArn?: string;
  /**
   * Create the storefront's web ACL ({@link WafStack}, a second stack `<id>Waf` in us-east-1, referenced across
   * regions) and attach it to the distribution. Context `medvika:waf` (`false` turns it off: about $5/month plus
   * $1 per rule and $0.60 per million requests). Ignored when `webAclArn` is given.
   * @default true
   */
  readonly waf?: boolean;
  /**
   * CloudTrail data events of the prescription files and the records table ({@link DataEventsTrail}: who read or
   * changed which file or record, kept a year). Context `medvika:dataEventsTrail` (`false` when an organization
   * trail already logs these data events: a second trail bills each event twice, $0.10 per 100,000).
   * @default true
   */
  readonly dataEventsTrail?: boolean;
  /**
   * GuardDuty Malware Protection for S3 on `prescriptions/` ({@link MalwareProtection}, objects tagged with the scan
   * result). Context `medvika:malwareProtection` (`false` e.g. in a region without the feature).
   * @default true
   */
  readonly malwareProtection?: boolean;
  /**
   * The pharmacy's office CIDR ranges (IPv4/IPv6): when set, the web ACL blocks `/api/staff…` from any other source
   * ({@link WafStack}). Context `medvika:staffOfficeCidrs` (comma-separated, or a JSON list in cdk.json). Needs the
   * web ACL this app creates: synthesis fails with `waf: false` or `webAclArn`.
   * @default - none: the staff API answers from anywhere (behind Cognito sign-in with MFA)
   */
  readonly staffOfficeCidrs?: string[];
  /**
   * The seller block of the GST tax invoice (contracts/deployment/seller-settings.ts checks it at cold start). Context
   * `medvika:sellerName`, `medvika:sellerAddress` (lines, comma-separated or a JSON list), `medvika:sellerGstin`,
   * `medvika:sellerStateName`, `medvika:sellerStateCode` (the GST state code, e.g. 09), `medvika:sellerDrugLicences`
   * (a list). Any left out keeps the functions' fictional placeholder.
   * @default - the placeholders (not valid on a real invoice)
   */
  readonly invoiceSeller?: Readonly<Record<string, string | string[]>>;
  /**
   * The supplying stores' details (domain/stores.ts: address, GSTIN, drug licences per store id), as JSON text:
   * `{"delhi":{"gstin":"07…","address":["…"],"drugLicences":["Form 20: …","Form 21: …"]},"noida":{…},"gurugram":{…}}`.
   * Given to the invoice functions as MEDVIKA_STORES (contracts/deployment/seller-settings.ts readStores checks it at cold
   * start). Context `medvika:stores` (a JSON object in cdk.json, or its text with `-c`).
   * @default - the marked samples (not valid on a real invoice)
   */
  readonly stores?: string;
}

/**
 * The context key that lets a deployment keep the sample seller and stores (a demo, or the tests' syntheses); without
 * it, synthesis refuses them (contracts/deployment/seller-settings.ts sampleSellerFields).
 */
export const SAMPLE_SELLER_SETTING = 'medvika:sampleSeller';

/** The `medvika:seller…` context keys given, as the INVOICE_SELLER fields they set (see StorefrontStackProps.invoiceSeller). */
function invoiceSellerSettings(setting: Settings): Record<string, string | string[]> {
  const fields: Record<string, string | string[] | undefined> = {
    name: setting.string('medvika:sellerName'),
    address: setting.list('medvika:sellerAddress'),
    gstin: setting.string('medvika:sellerGstin'),
    stateName: setting.string('medvika:sellerStateName'),
    stateCode: setting.string('medvika:sellerStateCode'),
    drugLicences: setting.list('medvika:sellerDrugLicences'),
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined));
}

/**
 * The whole storefront as one stack (docs/architecture/infrastructure.md, docs/decisions/0011-one-stack-ap-south-1.md): {@link Data} (table, prescriptions bucket, log
 * bucket), {@link StaffIdentity} (the staff Cognito user pool and console client), {@link Api} (HTTP API + one
 * Lambda function per endpoint, staff routes behind a JWT authorizer on that pool), {@link Site} (S3 + CloudFront)
 * and {@link StaffAccess} (the staff CLI's managed policy). Alarms ({@link Alarms}) and shoppers' field data ({@link FieldMetrics}) watch it; {@link DataEventsTrail}
 * records every read and write of prescription files and records, {@link MalwareProtection} scans uploaded files. Outputs: site URL, alarm topic, table name, prescriptions
 * bucket name, staff policy ARN, staff user pool id, console client id and console URL.
 */
export class StorefrontStack extends Stack {
  /** Table, prescriptions bucket and log bucket. */
  readonly data: Data;
  /** Staff user pool, groups and console client. */
  readonly staffIdentity: StaffIdentity;
  /** HTTP API and its functions. */
  readonly api: Api;
  /** Site bucket, distribution and web deployment. */
  readonly site: Site;
  /** The staff CLI's managed policy. */
  readonly staffAccess: StaffAccess;
  /** The staff console on its own origin (bucket, distribution, /api/staff/*). */
  readonly staffConsole: StaffConsoleSite;
  /** The us-east-1 stack holding the web ACL, when this app creates it. */
  readonly waf?: WafStack;
  /** Alarm topic, alarms and the monthly budget. */
  readonly alarms: Alarms;
  /** Field data of real shoppers: the dashboard and the p75 LCP/INP alarms (docs/architecture/performance.md). */
  readonly fieldMetrics: FieldMetrics;
  /** The shelf's seed at deploy (a custom resource): one SHELF# item per catalogue product, never overwriting. */
  readonly shelfSeed: ShelfSeed;
  /** The e-mail notifier (outbox → SES, docs/architecture/email-and-reminders.md). */
  readonly notifier: Notifier;
  /** The data-events trail, unless turned off (`dataEventsTrail: false`). */
  readonly dataEventsTrail?: DataEventsTrail;
  /** GuardDuty Malware Protection for S3 on the prescriptions, unless turned off (`malwareProtection: false`). */
  readonly malwareProtection?: MalwareProtection;
  /** The value CloudFront sends as `x-origin-verify` and the functions require (ORIGIN_VERIFY_SECRET). */
  readonly originVerifySecret: secretsmanager.Secret;
  /** Key material of the staff console's session cookie (functions/staff-session/session-cookie.ts). */
  readonly staffSessionSecret: secretsmanager.Secret;
  /**
   * The HMAC keys of one purpose each (contracts/deployment/function-keys.ts): refill reminders' unsubscribe tokens, and
   * the hashed client addresses of the comment limit. Never the origin-verify value: one secret per purpose.
   */
  readonly functionKeySecrets: { readonly unsubscribe: secretsmanager.Secret; readonly commentClient: secretsmanager.Secret };

  constructor(scope: Construct, id: string, props: StorefrontStackProps = {}) {
    const givenWebAclArn = props.webAclArn ?? new Settings(scope).string('medvika:webAclArn');
    const createWaf = !givenWebAclArn && (props.waf ?? new Settings(scope).boolean('medvika:waf') ?? true);
    super(scope, id, {
      description: 'Medvika Pharmacy storefront: SPA on CloudFront + S3, API Gateway + Lambda, DynamoDB, prescriptions bucket',
      // The web ACL's ARN comes from us-east-1 (WafStack).
      crossRegionReferences: createWaf,
      ...props,
    });
    const setting = new Settings(this);
    const staffOfficeCidrs = props.staffOfficeCidrs ?? setting.list('medvika:staffOfficeCidrs');
    if (staffOfficeCidrs?.length && !createWaf) {
      throw new Error(
        'medvika:staffOfficeCidrs needs the web ACL this app creates; it cannot be applied with medvika:waf=false or medvika:webAclArn',
      );
    }
    this.waf = createWaf ? new WafStack(scope, `${id}Waf`, { env: { account: props.env?.account }, staffOfficeCidrs }) : undefined;
    const webBuildDir = path.resolve(PROJECT_ROOT, props.webBuildDir ?? setting.string('medvika:webBuildDir') ?? path.join('dist', 'web'));
    assertWebBuild(webBuildDir); // before the functions are bundled: fail fast
    const invoiceSeller = props.invoiceSeller ?? invoiceSellerSettings(setting);
    const stores = props.stores ?? setting.json('medvika:stores');
    // Invoices and the shop pages would name the sample seller and stores (their GSTINs and drug licences): a real
    // pharmacy never trades under them, so only a deployment that says it is a demo may keep them.
    const samples = sampleSellerFields(Object.keys(invoiceSeller).length > 0 ? JSON.stringify(invoiceSeller) : undefined, stores);
    if (samples.length > 0 && setting.boolean(SAMPLE_SELLER_SETTING) !== true)
      throw new Error(
        `The seller and stores still carry sample details (${samples.join(', ')}): set medvika:seller* and medvika:stores ` +
          `(README "Settings"), or -c ${SAMPLE_SELLER_SETTING}=true for a demo deployment.`,
      );
    const logRetention = toRetentionDays(props.logRetentionDays ?? setting.number('medvika:logRetentionDays') ?? 365);

    this.data = new Data(this, 'Data', {
      accessLogRetentionDays: props.accessLogRetentionDays ?? setting.number('medvika:accessLogRetentionDays'),
    });
    // The invitation names the console's address, known once its distribution exists (it is made after the pool).
    this.staffIdentity = new StaffIdentity(this, 'StaffIdentity', {
      consoleUrl: Lazy.string({ produce: () => `${this.staffConsole.url}/staff` }),
    });
    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description:
        'Medvika: value of the x-origin-verify header CloudFront adds to /api/* requests; the API functions refuse requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    // Why a Secrets Manager secret and unsafeUnwrap(): the CloudFront origin header and the Lambda environment
    // need the plain value at deploy time. unsafeUnwrap() renders a CloudFormation dynamic reference
    // ({{resolve:secretsmanager:…}}), resolved by CloudFormation during the deployment, so the value is in
    // neither the template nor cdk.out nor git. A CDK-generated random value would sit in the template in plain
    // text (and change on every synthesis unless stored somewhere). After a rotation, redeploy to propagate.
    const originVerifyValue = this.originVerifySecret.secretValue.unsafeUnwrap();
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "No automatic rotation: the value is copied into the CloudFront origin header and the functions' environment by CloudFormation at deploy time, so a rotation only takes effect on the next `cdk deploy` (and would make the API answer 403 in between). Rotate by updating the secret and redeploying. It guards only against bypassing CloudFront; it is not a credential to any data.",
    });
    // The staff session cookie's key material (functions/staff-session/session-cookie.ts), like the origin-verify value a
    // generated secret resolved into the function's environment at deploy time. Rotating it (update the secret, then
    // `cdk deploy`) signs every console out: cookies sealed under the old key no longer open.
    this.staffSessionSecret = new secretsmanager.Secret(this, 'StaffSessionSecret', {
      description: "Medvika: key material of the staff console's encrypted session cookie (AES-256-GCM, key derived by HKDF-SHA-256)",
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.staffSessionSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "No automatic rotation: CloudFormation copies the value into the session function's environment at deploy time, so a rotation takes effect on the next `cdk deploy`, and it signs every staff member out (their cookies no longer open). Rotate by updating the secret and redeploying.",
    });
    // One secret per purpose: the unsubscribe-token key and the comment-client hash key are secrets of their own, each
    // resolved into the environment of the functions that use it alone (infra/constructs/api.ts), so a leaked or rotated
    // key touches one purpose. Rotating one (update the secret, then `cdk deploy`): a new unsubscribe key voids the
    // unsubscribe links already e-mailed (the shopper cancels on /track instead); a new comment key only restarts the
    // hourly counts.
    const functionKeySecret = (id: string, description: string) => {
      const secret = new secretsmanager.Secret(this, id, {
        description,
        generateSecretString: { passwordLength: 64, excludePunctuation: true },
      });
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          "No automatic rotation: CloudFormation copies the value into its functions' environment at deploy time, so a rotation takes effect on the next `cdk deploy`. Rotate by updating the secret and redeploying.",
      });
      return secret;
    };
    this.functionKeySecrets = {
      unsubscribe: functionKeySecret('UnsubscribeKeySecret', "Medvika: HMAC key of refill reminders' one-click unsubscribe tokens"),
      commentClient: functionKeySecret(
        'CommentClientKeySecret',
        'Medvika: HMAC key of the hashed client addresses that limit comments per hour',
      ),
    };
    this.api = new Api(this, 'Api', {
      table: this.data.table,
      prescriptionsBucket: this.data.prescriptionsBucket,
      staffAuth: {
        issuer: this.staffIdentity.issuer,
        audience: [this.staffIdentity.consoleClient.userPoolClientId],
        userPool: this.staffIdentity.userPool,
      },
      stageName: props.stageName ?? setting.string('medvika:stageName'),
      throttle: {
        rateLimit: props.throttleRateLimit ?? setting.number('medvika:throttleRateLimit'),
        burstLimit: props.throttleBurstLimit ?? setting.number('medvika:throttleBurstLimit'),
      },
      originVerifySecret: originVerifyValue,
      functionKeys: {
        unsubscribe: this.functionKeySecrets.unsubscribe.secretValue.unsafeUnwrap(),
        commentClient: this.functionKeySecrets.commentClient.secretValue.unsafeUnwrap(),
      },
      // The console's own origin, known once its distribution exists (it is made after the Api).
      staffSession: {
        consoleOrigin: Lazy.string({ produce: () => this.staffConsole.url }),
        secretValue: this.staffSessionSecret.secretValue.unsafeUnwrap(),
      },
      reservedConcurrency: props.reservedConcurrency ?? setting.boolean('medvika:reservedConcurrency'),
      logRetention,
      invoiceSeller,
      stores,
      simulatedPayments: setting.boolean('medvika:simulatedPayments'),
    });
    const apiOrigin = {
      domainName: this.api.endpointDomainName,
      originPath: this.api.originPath,
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifyValue },
    };
    const certificateArn = props.certificateArn ?? setting.string('medvika:certificateArn');
    const webAclArn = givenWebAclArn ?? this.waf?.webAcl.attrArn;
    this.site = new Site(this, 'Site', {
      webBuildDir,
      api: apiOrigin,
      logBucket: this.data.logBucket,
      domainNames: props.domainNames ?? setting.list('medvika:domainNames'),
      certificateArn,
      webAclArn,
      logRetention,
    });
    const staffDomain = props.staffDomain ?? setting.string('medvika:staffDomain');
    this.staffConsole = new StaffConsoleSite(this, 'StaffConsole', {
      // `npm run build` writes the console beside the shop (web/prerender/build-staff-console.ts): dist/web → dist/staff.
      consoleBuildDir: path.join(path.dirname(webBuildDir), 'staff'),
      staffConsole: {
        config: {
          region: this.region,
          userPoolId: this.staffIdentity.userPool.userPoolId,
          clientId: this.staffIdentity.consoleClient.userPoolClientId,
          endpoint: `${cognitoOrigin(this.region)}/`,
        },
        origins: {
          staffAuthOrigin: cognitoOrigin(this.region),
          staffFileOrigin: `https://${this.data.prescriptionsBucket.bucketRegionalDomainName}`,
        },
      },
      api: apiOrigin,
      logBucket: this.data.logBucket,
      ...(staffDomain ? { domainNames: [staffDomain], certificateArn } : {}),
      webAclArn,
      logRetention,
    });
    this.staffAccess = new StaffAccess(this, 'StaffAccess', {
      table: this.data.table,
      prescriptionsBucket: this.data.prescriptionsBucket,
      staffUserPool: this.staffIdentity.userPool,
    });
    this.shelfSeed = new ShelfSeed(this, 'ShelfSeed', { table: this.data.table, logRetention });
    this.notifier = new Notifier(this, 'Notifier', {
      table: this.data.table,
      siteOrigin: this.site.url,
      consoleOrigin: this.staffConsole.url,
      mailFrom: props.mailFrom ?? setting.string('medvika:mailFrom'),
      pharmacyInbox: props.pharmacyInbox ?? setting.string('medvika:pharmacyInbox'),
      reservedConcurrency: props.reservedConcurrency ?? setting.boolean('medvika:reservedConcurrency'),
      logRetention,
    });
    const alarmEmail = props.alarmEmail ?? setting.string('medvika:alarmEmail');
    if (alarmEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) {
      throw new Error(`medvika:alarmEmail must be an e-mail address, got "${alarmEmail}"`);
    }
    this.alarms = new Alarms(this, 'Alarms', {
      stage: this.api.stage,
      functions: { ...this.api.functions, notifier: this.notifier.fn },
      prescriptionsBucket: this.data.prescriptionsBucket,
      table: this.data.table,
      email: alarmEmail,
      monthlyBudgetUsd: props.monthlyBudgetUsd ?? setting.number('medvika:monthlyBudgetUsd'),
    });
    this.fieldMetrics = new FieldMetrics(this, 'FieldMetrics', { alarmTopic: this.alarms.topic });
    if (props.dataEventsTrail ?? setting.boolean('medvika:dataEventsTrail') ?? true) {
      this.dataEventsTrail = new DataEventsTrail(this, 'DataEventsTrail', {
        table: this.data.table,
        prescriptionsBucket: this.data.prescriptionsBucket,
        objectPrefix: PRESCRIPTIONS_PREFIX,
        accessLogBucket: this.data.logBucket,
      });
    }
    if (props.malwareProtection ?? setting.boolean('medvika:malwareProtection') ?? true) {
      this.malwareProtection = new MalwareProtection(this, 'MalwareProtection', {
        bucket: this.data.prescriptionsBucket,
        objectPrefix: PRESCRIPTIONS_PREFIX,
      });
    }
    // Enforced by S3 whatever the roles allow: only files GuardDuty tagged clean can be read (by anyone but the
    // scanner), and no signature older than 5 minutes is accepted.
    guardPrescriptionReads(this.data.prescriptionsBucket, {
      objectPrefix: PRESCRIPTIONS_PREFIX,
      scannerRoleArn: this.malwareProtection?.role.roleArn,
    });
    Tags.of(this).add('project', 'medvika-storefront');

    new CfnOutput(this, 'SiteUrl', { description: 'Storefront URL (CloudFront)', value: this.site.url });
    // No execute-api URL output: it answers 403 without CloudFront's x-origin-verify header; the API is SiteUrl + /api/.
    new CfnOutput(this, 'TableName', { description: 'DynamoDB table (TABLE_NAME for the staff CLI)', value: this.data.table.tableName });
    new CfnOutput(this, 'PrescriptionsBucketName', {
      description: 'Private prescriptions bucket (BUCKET_NAME for the staff CLI)',
      value: this.data.prescriptionsBucket.bucketName,
    });
    new CfnOutput(this, 'StaffPolicyArn', {
      description: 'Managed policy to attach to staff IAM identities for the staff CLI',
      value: this.staffAccess.policy.managedPolicyArn,
    });
    new CfnOutput(this, 'StaffUserPoolId', {
      description: 'Cognito user pool of the staff (--user-pool-id of `aws cognito-idp admin-create-user`)',
      value: this.staffIdentity.userPool.userPoolId,
    });
    new CfnOutput(this, 'StaffUserPoolClientId', {
      description: 'App client id of the staff console (the JWT authorizer audience)',
      value: this.staffIdentity.consoleClient.userPoolClientId,
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      description: 'SNS topic of the alarms and the monthly budget (subscribe more addresses here)',
      value: this.alarms.topic.topicArn,
    });
    new CfnOutput(this, 'StaffConsoleUrl', {
      description: 'Staff console on its own origin (sign-in with e-mail, password and TOTP)',
      value: `${this.staffConsole.url}/staff`,
    });
    acknowledgeHipaaFindings(this);
  }
}

/**
 * Registers the cdk-nag AwsSolutions and HIPAA Security packs as policy-validation plugins (cdk-nag 3, docs/architecture/infrastructure.md,
 * docs/architecture/toolchain.md): synthesis writes their findings to the cloud assembly's validation report and fails on
 * unacknowledged errors. AwsSolutions acknowledgements sit next to the resources they concern
 * (`Validations.of(construct).acknowledge`); the HIPAA Security ones are made in one place, with their reasons,
 * by {@link acknowledgeHipaaFindings} (infra/hipaa-acknowledgements.ts), called for every storefront stack.
 */
export function addSecurityChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
}

/** Reads typed values from the CDK context (values given with `-c` arrive as strings). */
class Settings {
  constructor(private readonly scope: Construct) {}

  string(key: string): string | undefined {
    const value: unknown = this.scope.node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`Context ${key} must be a string, got ${JSON.stringify(value)}`);
    return value;
  }

  number(key: string): number | undefined {
    const value: unknown = this.scope.node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    const parsed = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(parsed)) throw new Error(`Context ${key} must be a number, got ${JSON.stringify(value)}`);
    return parsed;
  }

  boolean(key: string): boolean | undefined {
    const value: unknown = this.scope.node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw new Error(`Context ${key} must be true or false, got ${JSON.stringify(value)}`);
  }

  /** A JSON object given in cdk.json, or its text with `-c`, as JSON text (its contents are checked where used). */
  json(key: string): string | undefined {
    const value: unknown = this.scope.node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'object') return JSON.stringify(value);
    if (typeof value === 'string') {
      try {
        JSON.parse(value);
      } catch {
        throw new Error(`Context ${key} must be JSON, got ${value}`);
      }
      return value;
    }
    throw new Error(`Context ${key} must be a JSON object, got ${JSON.stringify(value)}`);
  }

  list(key: string): string[] | undefined {
    const value: unknown = this.scope.node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
    if (typeof value === 'string')
      return value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    throw new Error(`Context ${key} must be a list of strings or a comma-separated string, got ${JSON.stringify(value)}`);
  }
}

/** Converts days to CloudWatch's RetentionDays. @throws Error for a value CloudWatch does not accept. */
export function toRetentionDays(days: number): logs.RetentionDays {
  const allowed = Object.values(logs.RetentionDays).filter((value): value is number => typeof value === 'number');
  if (!allowed.includes(days)) {
    throw new Error(`Log retention must be one of ${allowed.join(', ')} days, got ${days}`);
  }
  return days as logs.RetentionDays;
}
