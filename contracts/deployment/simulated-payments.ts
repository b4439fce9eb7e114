/**
 * Environment variable that allows the payment page's simulated payment to mark an online order paid ('on'; anything
 * else but unset refuses to start). No money moves in a simulated payment, so a deployment where it is allowed could
 * otherwise refund money it never received: the local stack and the tests set it (dev/local-env.ts), a deployment only
 * with the CDK context `medvika:simulatedPayments` (a demo, infra/constructs/api.ts), read by
 * functions/runtime/config.ts.
 */
export const SIMULATED_PAYMENTS_ENV = 'SIMULATED_PAYMENTS';
