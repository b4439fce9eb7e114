import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (this file is infra/constructs/api-function.ts). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The Lambda runtime of every handler. Node.js 24 is the newest Lambda Node runtime this aws-cdk-lib knows
 * (cdk-nag AwsSolutions-L1 asks for the latest); the handlers need Node >= 20 (`fetch`, `Response`, `crypto`).
 */
export const API_RUNTIME = lambda.Runtime.NODEJS_24_X;

/**
 * Modules left out of the bundles because the Lambda Node.js runtime provides them (AWS SDK for JavaScript v3).
 *
 * Measured with esbuild 0.28 (minified ESM, main fields module,main) when the SDK question was decided (zod classic then):
 *  - SDK bundled:  get-comments 956 KB, post-comment 959 KB, submit-form 1,024 KB (the SDK alone is ~470 KB);
 *  - SDK external: get-comments 485 KB, post-comment 487 KB, submit-form 535 KB, of which zod is ~450 KB
 *    (264 KB of it its locales, because `import { z } from 'zod'` defeats tree-shaking; with
 *    `import * as z from 'zod'` zod shrinks to ~85 KB).
 * With the schemas on `zod/mini` (docs/decisions/0007-zod-mini-jitless.md) the SDK-external bundles are 48.5 KB, 52 KB and 106 KB (`npm run bench`).
 * Bundling the SDK would pin the tested version, but every bundle would be about four times the 250 KB
 * budget (slower cold starts: more code to read and compile), so `@aws-sdk/*` (and `@smithy/*`, its
 * internals) are external and come from the runtime. The bundle test still runs the synthesized bundles
 * against this repository's SDK version; the runtime's SDK is a later v3 release of the same API.
 */
export const RUNTIME_PROVIDED_MODULES = ['@aws-sdk/*', '@smithy/*'];

/**
 * Banner of the ESM bundles: CommonJS dependencies bundled into ESM (busboy) call `require('stream')` etc.,
 * which esbuild's ESM output cannot satisfy by itself; `createRequire` gives them Node's real `require`.
 * No bundled code uses `__dirname`/`__filename` (checked by tests/infra/lambda-bundles.test.ts), so no shim for them.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __medvikaCreateRequire } from 'node:module'; const require = __medvikaCreateRequire(import.meta.url);";

/** Inputs of {@link ApiFunction}. */
export interface ApiFunctionProps {
  /** Handler module, relative to `functions/` and without extension (`entry` of contracts/deployment/api-routes.ts). */
  readonly entry: string;
  /** Shown in the Lambda console, e.g. 'Medvika API: GET /api/comments'. */
  readonly description: string;
  /** Environment variables (TABLE_NAME, BUCKET_NAME); NODE_OPTIONS is added here. */
  readonly environment: Readonly<Record<string, string>>;
  /**
   * CloudWatch Logs retention of the function's log group.
   * @default logs.RetentionDays.ONE_YEAR
   */
  readonly logRetention?: logs.RetentionDays;
  /**
   * Concurrent executions reserved for the function (also its ceiling).
   * @default - none (the account's unreserved pool)
   */
  readonly reservedConcurrentExecutions?: number;
  /**
   * Memory in MiB. 512 MiB: Lambda allocates CPU in proportion to memory, and at 512 MiB a cold start
   * (module load, SDK client creation) and the parsing of a 4 MiB multipart upload (held in memory up to
   * three times: base64 body, decoded body, file buffer, ~20 MiB) stay fast; at low traffic the cost
   * difference to 256 MiB is cents a month.
   * @default 512
   */
  readonly memorySize?: number;
  /**
   * Timeout. API Gateway gives up on an integration after 30 s (a hard limit for HTTP APIs), so the function
   * must end well before: 10 s covers a cold start (~1 s), a 4 MiB PutObject within the region (<1 s) and
   * the SDK's two attempts per call (maxAttempts 2 in functions/runtime/aws-clients.ts), and still lets the
   * handler's own 503 reach the shopper instead of API Gateway's bare 503.
   * @default Duration.seconds(10)
   */
  readonly timeout?: Duration;
  /**
   * Bundle the AWS SDK instead of using the runtime's copy (see {@link RUNTIME_PROVIDED_MODULES} for the
   * measured sizes behind the default). Turn on to pin the SDK version at the cost of ~470 KB per bundle.
   * @default false
   */
  readonly bundleAwsSdk?: boolean;
  /**
   * Repository root holding `functions/`, `package-lock.json` and `node_modules`.
   * @default PROJECT_ROOT
   */
  readonly projectRoot?: string;
  /**
   * Folders of files the function reads at run time rather than imports, copied into its package after bundling:
   * each `from` (relative to the project root) to `to` beside index.mjs. esbuild bundles only what is imported, and a
   * binary file inlined into index.mjs would be parsed as base64 text at every cold start.
   * @default - none
   */
  readonly packagedFolders?: readonly { readonly from: string; readonly to: string }[];
}

/**
 * One API handler as a Lambda function with the storefront's defaults (docs/architecture/infrastructure.md):
 * arm64 (cheaper per GB-second, no native modules here), Node.js 24, bundled by the locally installed
 * esbuild (never Docker), minified ESM with source maps enabled at runtime, its own log group with a
 * retention, and its own role that may only write to that log group until the caller grants more
 * (no AWSLambdaBasicExecutionRole managed policy, whose `logs:*` statements cover every log group).
 */
export class ApiFunction extends Construct {
  /** The function. */
  readonly function: NodejsFunction;
  /** The function's execution role; grant data access to this. */
  readonly role: iam.Role;
  /** The function's log group. */
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const projectRoot = props.projectRoot ?? PROJECT_ROOT;

    this.logGroup = new logs.LogGroup(this, 'LogGroup', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_YEAR,
      // The handlers log only request ids, references, codes and durations (functions/runtime/logger.ts),
      // so nothing here must outlive the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${props.description}`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: path.join(projectRoot, 'functions', `${props.entry}.ts`),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      description: props.description,
      runtime: API_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup: this.logGroup,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        sourceMapMode: SourceMapMode.DEFAULT,
        // File names and line numbers are enough to read a stack trace; leaving the sources out keeps the
        // .map small (it is parsed at cold start under --enable-source-maps).
        sourcesContent: false,
        ...(props.bundleAwsSdk ? { bundleAwsSDK: true, externalModules: [] } : { externalModules: RUNTIME_PROVIDED_MODULES }),
        logLevel: LogLevel.ERROR,
        ...(props.packagedFolders?.length
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) =>
                  (props.packagedFolders ?? []).map(
                    ({ from, to }) =>
                      `mkdir -p "${path.join(outputDir, to)}" && cp "${path.join(inputDir, from)}"/* "${path.join(outputDir, to)}/"`,
                  ),
              },
            }
          : {}),
      },
    });
  }
}
