import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { STAFF_CONSOLE_CONFIG_PATH, type StaffConsoleConfig } from '../../contracts/staff-console';
import { STAFF_SESSION_PATH } from '../../contracts/staff-session';
import { HSTS_MAX_AGE_SECONDS, buildConsoleContentSecurityPolicy, permissionsPolicy, type StaffOrigins } from '../security-headers';
import { privateBucketProps } from './private-bucket';
import { CLOUDFRONT_FUNCTION_FILES, acknowledgeDistributionFindings, deployStaticBuild, type SiteApiOrigin } from './site';

/** The console build's document (web/prerender/build-staff-console.ts STAFF_CONSOLE_DOCUMENT). */
const CONSOLE_DOCUMENT = 'staff.html';

/** Path pattern of the session endpoints, the only behavior that forwards the viewer's cookies; it precedes STAFF_API_PATH_PATTERN. */
const STAFF_SESSION_PATH_PATTERN = `${STAFF_SESSION_PATH}*`;
/** Path pattern of the staff API on the console's origin. */
const STAFF_API_PATH_PATTERN = '/api/staff/*';

/** Inputs of the {@link StaffConsoleSite} construct. */
export interface StaffConsoleSiteProps {
  /**
   * The console's run-time settings, published as /staff/config.json (contracts/staff-console.ts), and the origins its
   * sign-in and file previews need in its Content-Security-Policy.
   */
  readonly staffConsole: { readonly config: StaffConsoleConfig; readonly origins: StaffOrigins };
  /** Folder of the console's production build (`npm run build` writes `dist/staff`); it must hold staff.html. */
  readonly consoleBuildDir: string;
  /** The API, of which this origin routes /api/staff/* (the session endpoints and the staff API). */
  readonly api: SiteApiOrigin;
  /** Bucket receiving the console bucket's S3 server access logs and CloudFront standard logs. */
  readonly logBucket: s3.IBucket;
  /**
   * The console's own host name (context `medvika:staffDomain`), e.g. ['staff.medvika.in']. Requires `certificateArn`.
   * @default - the distribution's own *.cloudfront.net name
   */
  readonly domainNames?: string[];
  /** ARN of an ACM certificate in us-east-1 covering `domainNames`. @default - CloudFront's default certificate */
  readonly certificateArn?: string;
  /** ARN of the AWS WAF web ACL (scope CLOUDFRONT) to attach, the shop's (its office-only staff rule applies here too). */
  readonly webAclArn?: string;
  /** Retention of the deployment helper's log group. @default logs.RetentionDays.ONE_YEAR */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * The staff console on its own origin (docs/architecture/staff-session.md "Its own origin"): a private bucket of its
 * own read only by CloudFront through Origin Access Control, a distribution of its own whose default behavior serves
 * the console's document for every /staff path (infra/cloudfront/console-routing.js), hashed assets on `/assets/*`, and
 * `/api/staff/*` routed to the API. Only the session endpoints' behavior forwards cookies: the session cookie reaches
 * nothing else. Its own response-headers policy allows Cognito and the prescriptions bucket, which the shop's does not.
 */
export class StaffConsoleSite extends Construct {
  /** The private bucket holding the console's build. */
  readonly bucket: s3.Bucket;
  /** The console's distribution. */
  readonly distribution: cloudfront.Distribution;
  /** The security-headers policy of the console's own answers. */
  readonly headersPolicy: cloudfront.ResponseHeadersPolicy;
  /** https URL of the console's origin (no trailing slash), the only origin the session endpoints answer. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: StaffConsoleSiteProps) {
    super(scope, id);
    if (!existsSync(path.join(props.consoleBuildDir, CONSOLE_DOCUMENT))) {
      throw new Error(
        `The staff console build is missing: ${path.join(props.consoleBuildDir, CONSOLE_DOCUMENT)} does not exist. Run \`npm run build\` first.`,
      );
    }
    if (Boolean(props.domainNames?.length) !== Boolean(props.certificateArn)) {
      throw new Error('medvika:staffDomain needs medvika:certificateArn covering it (a certificate in us-east-1).');
    }
    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...privateBucketProps(props.logBucket, 'console-bucket/'),
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const securityHeaders = (override: boolean): cloudfront.ResponseSecurityHeadersBehavior => ({
      contentSecurityPolicy: { contentSecurityPolicy: buildConsoleContentSecurityPolicy(props.staffConsole.origins), override },
      strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override },
      contentTypeOptions: { override },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override },
      referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override },
    });
    const permissionsHeader = (override: boolean): cloudfront.ResponseCustomHeadersBehavior => ({
      customHeaders: [{ header: 'Permissions-Policy', value: permissionsPolicy, override }],
    });
    this.headersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'ConsoleHeaders', {
      comment: 'Medvika staff console: CSP (self, Cognito, prescriptions bucket), HSTS, nosniff, DENY framing, referrer, permissions',
      securityHeadersBehavior: securityHeaders(true),
      customHeadersBehavior: permissionsHeader(true),
    });
    const apiHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: 'Medvika staff API on the console origin: security headers added only where the answer has none',
      securityHeadersBehavior: securityHeaders(false),
      customHeadersBehavior: permissionsHeader(false),
    });
    const routing = new cloudfront.Function(this, 'ConsoleRouting', {
      comment: 'Staff console: / -> /staff, /staff/* -> /staff.html (the console routes in the browser)',
      code: cloudfront.FunctionCode.fromFile({ filePath: CLOUDFRONT_FUNCTION_FILES.consoleRouting }),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const apiPath = new cloudfront.Function(this, 'ApiPath', {
      comment: 'Staff API paths on the console origin: strip one trailing slash; JSON 404 for unknown /api/ paths',
      code: cloudfront.FunctionCode.fromFile({ filePath: CLOUDFRONT_FUNCTION_FILES.apiPath }),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const pageCachePolicy = new cloudfront.CachePolicy(this, 'PageCache', {
      comment: 'Medvika staff console document and public files: follow the object Cache-Control',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.hours(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const assetCachePolicy = new cloudfront.CachePolicy(this, 'AssetCache', {
      comment: 'Medvika staff console hashed assets: immutable, one year',
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // The staff API reads the bearer token, the body's type and the query, never a cookie: all viewer headers but Host
    // (API Gateway routes by its own host name), and no cookie, so the session cookie stays on the session path.
    const staffApiRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'StaffApiOriginRequest', {
      comment: 'Medvika staff API on the console origin: viewer headers except Host, the query, no cookies',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.denyList('Host'),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });

    const consoleOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    const apiOrigin = new origins.HttpOrigin(props.api.domainName, {
      originPath: props.api.originPath || undefined,
      ...(props.api.customHeaders ? { customHeaders: { ...props.api.customHeaders } } : {}),
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      readTimeout: Duration.seconds(30),
    });
    const apiBehavior = (originRequestPolicy: cloudfront.IOriginRequestPolicy): cloudfront.BehaviorOptions => ({
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      compress: true,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy,
      responseHeadersPolicy: apiHeadersPolicy,
      functionAssociations: [{ function: apiPath, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    });

    const certificate = props.certificateArn ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn) : undefined;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Medvika staff console: console build on S3 + /api/staff/* on API Gateway',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      enableIpv6: true,
      ...(certificate
        ? { certificate, domainNames: props.domainNames, minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront-console/',
      logIncludesCookies: false,
      defaultBehavior: {
        origin: consoleOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        compress: true,
        cachePolicy: pageCachePolicy,
        responseHeadersPolicy: this.headersPolicy,
        functionAssociations: [{ function: routing, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/assets/*': {
          origin: consoleOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          compress: true,
          cachePolicy: assetCachePolicy,
          responseHeadersPolicy: this.headersPolicy,
        },
        // The session endpoints read their cookie (and only they): every viewer header, cookies included, but Host.
        [STAFF_SESSION_PATH_PATTERN]: apiBehavior(cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER),
        [STAFF_API_PATH_PATTERN]: apiBehavior(staffApiRequestPolicy),
      },
    });
    this.url = `https://${props.domainNames?.[0] ?? this.distribution.distributionDomainName}`;

    this.deployBuild(props);
    acknowledgeDistributionFindings(this.distribution, props);
  }

  /**
   * Uploads the console build as the shop's is uploaded (infra/constructs/site.ts): hashed assets (kept, for open tabs),
   * then public files with the console's settings at /staff/config.json, then the document with an invalidation.
   */
  private deployBuild(props: StaffConsoleSiteProps): void {
    deployStaticBuild(this, {
      buildDir: props.consoleBuildDir,
      bucket: this.bucket,
      distribution: this.distribution,
      logRetention: props.logRetention,
      // The console's settings (pool and client ids are deploy-time values), beside the build's public files.
      extraPublicSources: [s3deploy.Source.jsonData(STAFF_CONSOLE_CONFIG_PATH.slice(1), props.staffConsole.config)],
      documentsId: 'DeployDocument',
    });
  }
}
