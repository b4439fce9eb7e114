import { DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HSTS_MAX_AGE_SECONDS, buildContentSecurityPolicy, permissionsPolicy } from '../security-headers';
import { AVAILABILITY_MAX_AGE_SECONDS } from '../../contracts/catalogue-availability';
import { PAGE_ROUTES_FILE } from '../../contracts/page-routes';
import { pageRoutingCode, readPageRoutes } from '../page-routing';
import { privateBucketProps } from './private-bucket';

const CLOUDFRONT_CODE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cloudfront');

/** Source files of the CloudFront Functions (plain cloudfront-js-2.0 scripts defining `handler`). */
export const CLOUDFRONT_FUNCTION_FILES = {
  /** Viewer request, /api/*: strip one trailing slash, JSON 404 for unknown API paths. */
  apiPath: path.join(CLOUDFRONT_CODE_DIR, 'api-path.js'),
  /** Viewer request, the staff console's default behavior: / → /staff, /staff/* → /staff.html. */
  consoleRouting: path.join(CLOUDFRONT_CODE_DIR, 'console-routing.js'),
} as const;

/** Where the site's API lives, as a CloudFront origin. */
export interface SiteApiOrigin {
  /** Host name of the HTTP API endpoint, e.g. `abc123.execute-api.ap-south-1.amazonaws.com`. */
  readonly domainName: string;
  /**
   * Path prefix of the stage ('' for `$default`, `/prod` for a stage named prod).
   * @default ''
   */
  readonly originPath?: string;
  /**
   * Headers CloudFront adds to every request to the API (the `x-origin-verify` secret the handlers require).
   * @default - none
   */
  readonly customHeaders?: Readonly<Record<string, string>>;
}

/** Inputs of the {@link Site} construct. */
export interface SiteProps {
  /**
   * Folder holding the production SPA build (`npm run build` writes `dist/web`). It must contain
   * `index.html`; hashed files are expected under `assets/` (Vite's default `build.assetsDir`).
   */
  readonly webBuildDir: string;
  /** The API served under `/api/*` on the same origin. */
  readonly api: SiteApiOrigin;
  /** Bucket receiving the site bucket's S3 server access logs and CloudFront standard logs (ACLs enabled). */
  readonly logBucket: s3.IBucket;
  /**
   * Custom domain names of the distribution, e.g. ['www.medvika.in']. Requires `certificateArn`.
   * @default - none: the site is served at its *.cloudfront.net name
   */
  readonly domainNames?: string[];
  /**
   * ARN of an ACM certificate in us-east-1 covering `domainNames`. With it, viewers need TLS 1.2 or later
   * (security policy TLSv1.2_2021). Without it, CloudFront's default certificate is used, whose policy
   * CloudFront fixes at TLSv1 (it cannot be raised; see the AwsSolutions-CFR4 acknowledgement).
   * @default - CloudFront's default *.cloudfront.net certificate
   */
  readonly certificateArn?: string;
  /**
   * ARN of an AWS WAF web ACL (scope CLOUDFRONT, in us-east-1) to attach.
   * @default - no web ACL (see the AwsSolutions-CFR2 acknowledgement); StorefrontStack passes its WafStack's ARN
   */
  readonly webAclArn?: string;
  /**
   * Retention of the log group of CDK's BucketDeployment helper function.
   * @default logs.RetentionDays.ONE_YEAR
   */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * Fails synthesis (never deploys a placeholder) when the SPA build is missing.
 * @throws Error naming the missing index.html and the command that builds it
 */
export function assertWebBuild(webBuildDir: string): void {
  const indexFile = path.join(webBuildDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(
      `The SPA build is missing: ${indexFile} does not exist. Run \`npm run build\` first (cdk.json's "build" does it before every cdk command), or point the \`medvika:webBuildDir\` context at a build folder.`,
    );
  }
}

/** Path pattern of the cached comment listing (GET /api/comments?post=…&cursor=…); it precedes `/api/*`. */
export const COMMENTS_PATH_PATTERN = '/api/comments*';
/** Seconds CloudFront keeps a comment listing: a new comment shows within 10 s, a flood of reads hits the cache. */
export const COMMENTS_CACHE_SECONDS = 10;

/** Path pattern of the cached availability answers (GET /api/catalogue/availability?ids=…); it precedes `/api/*`. */
export const AVAILABILITY_PATH_PATTERN = '/api/catalogue/availability*';

/** Cache-Control of hashed build files under /assets/: a year, never revalidated (the name changes with the content). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Cache-Control of the HTML pages: always revalidated, so a deployment is visible at once. */
export const INDEX_CACHE_CONTROL = 'no-cache';
/** Cache-Control of the other public files (images, favicon, robots.txt): unhashed, so one hour. */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The storefront's front door (docs/architecture/README.md, docs/architecture/infrastructure.md): a private S3 bucket read only by CloudFront
 * through Origin Access Control, one distribution serving the SPA on the default behavior (with the
 * SPA-fallback CloudFront Function), long-cached hashed assets on `/assets/*`, and the API on `/api/*`
 * (uncached, all methods, all viewer headers except Host); security headers on every answer; and the
 * deployment of the web build with the right Cache-Control per kind of file and an invalidation.
 */
export class Site extends Construct {
  /** The private bucket holding the built SPA. */
  readonly bucket: s3.Bucket;
  /** The distribution. */
  readonly distribution: cloudfront.Distribution;
  /** The security-headers policy of the site's own answers (default and /assets/* behaviors). */
  readonly siteHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** The viewer-request function of the default behavior. */
  readonly pageRoutingFunction: cloudfront.Function;
  /** The viewer-request function of the /api/* behavior. */
  readonly apiPathFunction: cloudfront.Function;
  /** https URL of the site. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    assertWebBuild(props.webBuildDir);
    if (Boolean(props.domainNames?.length) !== Boolean(props.certificateArn)) {
      throw new Error('domainNames and certificateArn go together: give both for a custom domain, or neither.');
    }

    // SSE-S3: CloudFront with OAC reads SSE-S3 objects without any key policy; the content is public anyway.
    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...privateBucketProps(props.logBucket, 'site-bucket/'),
      // Only the build output lives here, reproducible from git: remove it with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const securityHeaders = (override: boolean): cloudfront.ResponseSecurityHeadersBehavior => ({
      contentSecurityPolicy: { contentSecurityPolicy: buildContentSecurityPolicy(), override },
      strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override },
      contentTypeOptions: { override },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override },
      referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override },
    });
    const permissionsHeader = (override: boolean): cloudfront.ResponseCustomHeadersBehavior => ({
      customHeaders: [{ header: 'Permissions-Policy', value: permissionsPolicy, override }],
    });
    // Values from infra/security-headers.ts, the same definition the local server sends.
    this.siteHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SiteHeaders', {
      comment: 'Medvika site: CSP (self + map embed frames), HSTS, nosniff, DENY framing, referrer and permissions policies',
      securityHeadersBehavior: securityHeaders(true),
      customHeadersBehavior: permissionsHeader(true),
    });
    // API answers keep the handlers' own stricter headers (CSP default-src 'none', functions/runtime/http.ts);
    // CloudFront only adds what an answer lacks (API Gateway's own 429/503s, the api-path function's 404).
    const apiHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: 'Medvika API: security headers added only where the answer has none',
      securityHeadersBehavior: securityHeaders(false),
      customHeadersBehavior: permissionsHeader(false),
    });

    this.pageRoutingFunction = new cloudfront.Function(this, 'PageRouting', {
      comment: 'Pages: clean URL -> prerendered <path>/index.html, unknown -> /404.html answered with 404 (default behavior only)',
      code: cloudfront.FunctionCode.fromInline(pageRoutingCode(readPageRoutes(props.webBuildDir))),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    this.apiPathFunction = new cloudfront.Function(this, 'ApiPath', {
      comment: 'API paths: strip one trailing slash; JSON 404 for unknown /api/ paths',
      code: cloudfront.FunctionCode.fromFile({ filePath: CLOUDFRONT_FUNCTION_FILES.apiPath }),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    // Default behavior (index.html and public files): honour the object's Cache-Control; min TTL 0 so that
    // index.html's `no-cache` really means CloudFront asks S3 again each time.
    const pageCachePolicy = new cloudfront.CachePolicy(this, 'PageCache', {
      comment: 'Medvika pages and public files: follow the object Cache-Control',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.hours(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Hashed assets: a year at the edge (never less than a day even if a header says otherwise).
    const assetCachePolicy = new cloudfront.CachePolicy(this, 'AssetCache', {
      comment: 'Medvika hashed build assets: immutable, one year',
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // GET comments: 10 s at the edge, whatever the handler's `no-store` says (min TTL = max TTL: CloudFront then
    // caches even no-store answers). Keyed by the two query parameters the handler reads (post, cursor) and
    // nothing else: no cookies, no headers, so every shopper shares the cached page.
    const commentsCachePolicy = new cloudfront.CachePolicy(this, 'CommentsCache', {
      comment: `Medvika GET /api/comments: ${COMMENTS_CACHE_SECONDS} s, keyed by post and cursor`,
      minTtl: Duration.seconds(COMMENTS_CACHE_SECONDS),
      defaultTtl: Duration.seconds(COMMENTS_CACHE_SECONDS),
      maxTtl: Duration.seconds(COMMENTS_CACHE_SECONDS),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList('post', 'cursor'),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Forward nothing beyond the cache key (post, cursor) and the x-origin-verify origin header.
    const commentsOriginRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'CommentsOriginRequest', {
      comment: 'Medvika GET /api/comments: only the cache key (post, cursor) reaches the API',
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });

    // GET availability: 30 s at the edge (contracts/catalogue-availability.ts AVAILABILITY_MAX_AGE_SECONDS), keyed by
    // `ids` alone: a price or state change shows within 30 s, and a sale day's page views reach the API at most once
    // per id list per 30 s per edge location. It holds no personal data and never a stock count.
    const availabilityCachePolicy = new cloudfront.CachePolicy(this, 'AvailabilityCache', {
      comment: `Medvika GET /api/catalogue/availability: ${AVAILABILITY_MAX_AGE_SECONDS} s, keyed by ids`,
      minTtl: Duration.seconds(AVAILABILITY_MAX_AGE_SECONDS),
      defaultTtl: Duration.seconds(AVAILABILITY_MAX_AGE_SECONDS),
      maxTtl: Duration.seconds(AVAILABILITY_MAX_AGE_SECONDS),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList('ids'),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    const apiOrigin = new origins.HttpOrigin(props.api.domainName, {
      originPath: props.api.originPath || undefined,
      ...(props.api.customHeaders ? { customHeaders: { ...props.api.customHeaders } } : {}),
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // API Gateway ends an integration at 30 s (the functions at 10 s), so CloudFront never needs to wait longer.
      readTimeout: Duration.seconds(30),
    });

    const certificate = props.certificateArn ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn) : undefined;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Medvika storefront: SPA on S3 + /api/* on API Gateway',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Price class 200 includes the edge locations in India (class 100 would serve Delhi from Europe).
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      enableIpv6: true,
      ...(certificate
        ? { certificate, domainNames: props.domainNames, minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      logIncludesCookies: false,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        compress: true,
        cachePolicy: pageCachePolicy,
        responseHeadersPolicy: this.siteHeadersPolicy,
        functionAssociations: [
          { function: this.pageRoutingFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: this.pageRoutingFunction, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          compress: true,
          cachePolicy: assetCachePolicy,
          responseHeadersPolicy: this.siteHeadersPolicy,
        },
        [COMMENTS_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          // All methods reach the handler, so a wrong one still gets its JSON 405; only GET/HEAD are cached.
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
          compress: true,
          cachePolicy: commentsCachePolicy,
          originRequestPolicy: commentsOriginRequestPolicy,
          responseHeadersPolicy: apiHeadersPolicy,
          functionAssociations: [{ function: this.apiPathFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
        [AVAILABILITY_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
          compress: true,
          cachePolicy: availabilityCachePolicy,
          // The cache key (ids) is all the function reads; the origin-verify header is the origin's own.
          originRequestPolicy: commentsOriginRequestPolicy,
          responseHeadersPolicy: apiHeadersPolicy,
          functionAssociations: [{ function: this.apiPathFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
        '/api/*': {
          origin: apiOrigin,
          // HTTPS only, not a redirect: a redirected POST would lose its body. The SPA is always on https.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          compress: true,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Everything the handlers read (query string, content-type, idempotency-key), but not Host:
          // API Gateway routes by its own host name.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeadersPolicy,
          functionAssociations: [{ function: this.apiPathFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
      // Deliberately no errorResponses: a distribution-wide 403/404 -> /index.html rule would also replace the
      // API's JSON errors. Page routing and the 404 status are the default behavior's function instead.
    });
    this.url = `https://${props.domainNames?.[0] ?? this.distribution.distributionDomainName}`;

    this.deployBuild(props);
    this.acknowledgeFindings(props);
  }

  /**
   * Uploads the build in three passes over the same asset, each with its Cache-Control, in an order that never
   * lets a browser see a page whose assets are not there yet: hashed assets, then public files, then the
   * prerendered pages (every `*.html`, at any depth) with the invalidation. Old hashed assets are kept (prune: false) so that open tabs can still
   * lazy-load the chunks of the version they started with.
   */
  private deployBuild(props: SiteProps): void {
    deployStaticBuild(this, {
      buildDir: props.webBuildDir,
      bucket: this.bucket,
      distribution: this.distribution,
      logRetention: props.logRetention,
      // page-routes.json is build metadata (already inside the page-routing function), not a public file.
      publicFileExcludes: [PAGE_ROUTES_FILE],
      documentsId: 'DeployIndex',
    });
  }

  private acknowledgeFindings(props: SiteProps): void {
    acknowledgeDistributionFindings(this.distribution, props);
  }
}

/**
 * Uploads a static build to its bucket in three passes over the same asset, each with its Cache-Control, in an order
 * that never lets a browser see a page whose assets are not there yet: hashed assets (`assets/*`), then public files,
 * then the documents (every `*.html`, at any depth) with an invalidation of the distribution. Old hashed assets are
 * kept (prune: false) so that open tabs can still lazy-load the chunks of the version they started with. The three
 * share CDK's one BucketDeployment helper function, whose cdk-nag findings are acknowledged there. Used by the shop
 * (Site) and the staff console (StaffConsoleSite): the construct ids are the caller's, so each keeps its logical ids.
 * @param scope the construct the deployments belong to (ids DeployAssets, DeployPublicFiles and `documentsId`)
 * @param options.publicFileExcludes files of the build that are not public (besides assets and documents)
 * @param options.extraPublicSources sources uploaded beside the public files (e.g. deploy-time settings as JSON)
 */
export function deployStaticBuild(
  scope: Construct,
  options: {
    readonly buildDir: string;
    readonly bucket: s3.Bucket;
    readonly distribution: cloudfront.IDistribution;
    readonly logRetention?: logs.RetentionDays;
    readonly publicFileExcludes?: readonly string[];
    readonly extraPublicSources?: readonly s3deploy.ISource[];
    readonly documentsId: string;
  },
): void {
  const source = s3deploy.Source.asset(options.buildDir);
  const logGroup = new logs.LogGroup(scope, 'DeploymentLogs', {
    retention: options.logRetention ?? logs.RetentionDays.ONE_YEAR,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const common = { sources: [source], destinationBucket: options.bucket, logGroup, memoryLimit: 512 };
  const assets = new s3deploy.BucketDeployment(scope, 'DeployAssets', {
    ...common,
    exclude: ['*'],
    include: ['assets/*'],
    prune: false,
    cacheControl: [s3deploy.CacheControl.fromString(ASSET_CACHE_CONTROL)],
  });
  const files = new s3deploy.BucketDeployment(scope, 'DeployPublicFiles', {
    ...common,
    sources: [source, ...(options.extraPublicSources ?? [])],
    exclude: ['assets/*', '*.html', ...(options.publicFileExcludes ?? [])],
    cacheControl: [s3deploy.CacheControl.fromString(PUBLIC_FILE_CACHE_CONTROL)],
  });
  files.node.addDependency(assets);
  const documents = new s3deploy.BucketDeployment(scope, options.documentsId, {
    ...common,
    exclude: ['*'],
    include: ['*.html'],
    cacheControl: [s3deploy.CacheControl.fromString(INDEX_CACHE_CONTROL)],
    distribution: options.distribution,
    distributionPaths: ['/*'],
  });
  documents.node.addDependency(files);
  const helper = documents.handlerRole.node.scope;
  if (!helper) throw new Error('BucketDeployment helper function not found');
  for (const { id, reason } of bucketDeploymentAcknowledgements(options.bucket)) Validations.of(helper).acknowledge({ id, reason });
}

/**
 * cdk-nag findings of a Medvika distribution (the shop's and the staff console's), acknowledged by their exact ids: no
 * geo restriction; no web ACL only when turned off; CloudFront's default certificate without a custom domain.
 * @param settings the distribution's web ACL and certificate (undefined when none)
 */
export function acknowledgeDistributionFindings(
  distribution: cloudfront.Distribution,
  settings: { readonly webAclArn?: string; readonly certificateArn?: string },
): void {
  const acknowledge = (id: string, reason: string) => Validations.of(distribution).acknowledge({ id, reason });
  acknowledge(
    'AwsSolutions-CFR1',
    'No geo restriction: Medvika delivers in India, but search-engine crawlers and shoppers travelling or living abroad (ordering for family in Delhi NCR) must reach the site; IP geolocation would also misclassify some Indian mobile networks.',
  );
  if (!settings.webAclArn) {
    acknowledge(
      'AwsSolutions-CFR2',
      'No AWS WAF web ACL: it was turned off with medvika:waf=false (its fixed cost, about $5/month plus $1 per rule, can be out of proportion for a small shop at launch). Abuse is then limited by per-route API throttles, reserved concurrency, the origin secret, strict validation, the honeypot and idempotency keys; the default (medvika:waf unset) creates and attaches the WafStack web ACL.',
    );
  }
  if (!settings.certificateArn) {
    acknowledge(
      'AwsSolutions-CFR4',
      'No custom domain yet, so the distribution uses the *.cloudfront.net default certificate, whose viewer security policy CloudFront fixes at TLSv1 and which cannot be raised. Modern browsers negotiate TLS 1.2/1.3 regardless; pass domainNames + certificateArn to get the TLSv1.2_2021 policy.',
    );
  }
}

/**
 * cdk-nag findings on CDK's BucketDeployment helper: a Lambda function (Python, with the AWS CLI layer) that
 * copies the build from the CDK assets bucket into the site bucket during a deployment and then invalidates
 * the distribution. CDK writes its code, runtime and role; each finding is acknowledged by its exact id.
 * @param siteBucket the deployment's destination (its logical id appears in the finding ids)
 */
export function bucketDeploymentAcknowledgements(siteBucket: s3.Bucket): Array<{ id: string; reason: string }> {
  const stack = Stack.of(siteBucket);
  // cdk-nag renders unresolved pseudo parameters as <AWS::Name> and references as <LogicalId.Attribute>.
  const shown = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
  const qualifier =
    (stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const assetObjects = `arn:${shown(stack.partition, 'Partition')}:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-${shown(stack.region, 'Region')}/*`;
  const siteObjects = `<${stack.getLogicalId(siteBucket.node.defaultChild as s3.CfnBucket)}.Arn>/*`;
  const copy =
    'the helper copies the build from the CDK assets bucket (read: GetObject*, GetBucket*, List*) into the site bucket (sync: also DeleteObject* to prune, Abort* for multipart uploads)';
  return [
    {
      id: 'AwsSolutions-L1',
      reason:
        "CDK's BucketDeployment helper runs on the Python runtime aws-cdk-lib pins for it (its AWS CLI layer needs it); it runs only during deployments and moves to newer runtimes with aws-cdk-lib upgrades.",
    },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's BucketDeployment helper role carries the AWS managed basic execution policy (CloudWatch Logs writes only); CDK creates the role, and the function runs only during deployments.",
    },
    {
      id: 'AwsSolutions-IAM5[Action::s3:GetObject*]',
      reason: `CDK-generated BucketDeployment grant: ${copy}; scoped to those two buckets.`,
    },
    {
      id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]',
      reason: `CDK-generated BucketDeployment grant: ${copy}; scoped to those two buckets.`,
    },
    { id: 'AwsSolutions-IAM5[Action::s3:List*]', reason: `CDK-generated BucketDeployment grant: ${copy}; scoped to those two buckets.` },
    {
      id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      reason: `CDK-generated BucketDeployment grant: ${copy}; only on the site bucket, which holds nothing but the build.`,
    },
    { id: 'AwsSolutions-IAM5[Action::s3:Abort*]', reason: `CDK-generated BucketDeployment grant: ${copy}; only on the site bucket.` },
    {
      id: `AwsSolutions-IAM5[Resource::${assetObjects}]`,
      reason:
        'CDK-generated BucketDeployment grant: read access to the objects of the CDK bootstrap assets bucket, where the zipped build is staged by `cdk deploy`.',
    },
    {
      id: `AwsSolutions-IAM5[Resource::${siteObjects}]`,
      reason:
        'CDK-generated BucketDeployment grant: write access to every object of the site bucket, which holds only the SPA build it deploys.',
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'CDK-generated BucketDeployment grant: cloudfront:CreateInvalidation and GetInvalidation (control plane, no data access) for the invalidation after each deployment; CDK does not scope it to the distribution ARN.',
    },
  ];
}
