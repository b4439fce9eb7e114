/**
 * CDK app entry (cdk.json: `npx tsx infra/app.ts`). The stack `MedvikaStorefront`, in ap-south-1 (Mumbai,
 * nearest to Delhi NCR; the shoppers' health data stays in India) unless the context `medvika:region` says
 * otherwise, and the stack `MedvikaStorefrontWaf` it creates in us-east-1 for the CloudFront web ACL (unless
 * `medvika:waf=false` or `medvika:webAclArn`). The account comes from the CLI's credentials at deploy time;
 * synthesis needs none.
 *
 * Settings (props of StorefrontStack, all optional) come from the context: `-c medvika:stageName=prod`,
 * `medvika:throttleRateLimit`, `medvika:throttleBurstLimit`, `medvika:logRetentionDays`,
 * `medvika:accessLogRetentionDays`, `medvika:webBuildDir` (the staff console's build is its sibling `staff`),
 * `medvika:domainNames`, `medvika:staffDomain` (the console's own host name), `medvika:certificateArn`,
 * `medvika:webAclArn`, `medvika:waf`, `medvika:reservedConcurrency`, `medvika:alarmEmail`,
 * `medvika:monthlyBudgetUsd`, `medvika:dataEventsTrail` (false when an organization trail already logs the data
 * events), `medvika:malwareProtection`, `medvika:staffOfficeCidrs` (office ranges allowed to call /api/staff).
 * cdk.json's "build" runs `npm run build` first, so dist/web is the current SPA.
 *
 * cdk-nag's AwsSolutions and HIPAA Security packs check every synthesis; an unacknowledged error fails
 * `cdk synth`/`cdk deploy`.
 */
import { App } from 'aws-cdk-lib';
import { StorefrontStack, addSecurityChecks } from './storefront-stack';

const app = new App();
const region = (app.node.tryGetContext('medvika:region') as string | undefined) ?? 'ap-south-1';

try {
  new StorefrontStack(app, 'MedvikaStorefront', {
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region },
  });
} catch (error) {
  // A configuration problem (missing SPA build, bad context value): one clear line, no stack trace.
  console.error(`medvika: ${(error as Error).message}`);
  process.exit(1);
}
addSecurityChecks(app);
app.synth();
