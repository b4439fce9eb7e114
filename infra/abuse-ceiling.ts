import { PRESCRIPTION_MAX_BYTES } from '../domain/prescription-file-checks';
import { apiRoutes, type ApiRoute } from '../contracts/deployment/api-routes';
import { FALLBACK_ROUTE_LIMITS, ROUTE_LIMITS, type RouteLimits } from './constructs/api';
import { WAF_RATE_LIMITS } from './waf-stack';

/** Seconds in a day. */
const DAY_SECONDS = 86_400;

/** The limits an anonymous client meets, as the stack configures them. Every field defaults to the stack's constant. */
export interface AbuseLimits {
  /**
   * Per-IP requests per window on /api/* and on the strict paths (upload, track, privacy), and the window in seconds.
   * @default WAF_RATE_LIMITS of infra/waf-stack.ts (300 and 30 per 300 s)
   */
  readonly waf?: { readonly api: number; readonly strict: number; readonly windowSeconds: number };
  /**
   * API stage steady-state rate, requests per second (all clients together).
   * @default 20 (the Api construct's default, context medvika:throttleRateLimit)
   */
  readonly stageRateLimit?: number;
  /** Per-route limits. @default ROUTE_LIMITS of infra/constructs/api.ts */
  readonly routeLimits?: Readonly<Partial<Record<ApiRoute['name'], RouteLimits>>>;
  /** The routes. @default apiRoutes of contracts/deployment/api-routes.ts */
  readonly routes?: readonly ApiRoute[];
  /** Largest file one request may store, bytes. @default PRESCRIPTION_MAX_BYTES (4 MiB) */
  readonly fileMaxBytes?: number;
}

/** What an anonymous client can reach at most, sustained (bursts aside), from {@link AbuseLimits}. */
export interface AbuseCeiling {
  /** With the WAF: API requests per second of one client (one IP), any /api/ path. */
  readonly perClientApiRps: number;
  /** With the WAF: upload requests (submit-form, privacy re-upload) per second of one client. */
  readonly perClientUploadRps: number;
  /** With the WAF: decimal GB of files one client can make the shop store per day (uploads × the file cap). */
  readonly perClientUploadGbPerDay: number;
  /** Without the WAF, or many IPs together: API requests per second (the stage throttle). */
  readonly allClientsApiRps: number;
  /** Without the WAF, or many IPs together: upload requests per second (the upload routes' throttles, within the stage's). */
  readonly allClientsUploadRps: number;
  /** Without the WAF, or many IPs together: decimal GB of files stored per day. */
  readonly allClientsUploadGbPerDay: number;
}

/**
 * The ceiling of an anonymous client's request rate and stored bytes per day (docs/architecture/security.md "Abuse and cost limits"), computed
 * from the same constants the stacks use: the WAF's per-IP rate rules, the API stage and per-route throttles, and the
 * prescription file cap. Upload routes are the public routes that store files (`usesBucket`, not staff). Sustained
 * rates: API Gateway's bursts and the WAF's evaluation delay let short peaks above them.
 * @returns rates in requests per second, volumes in decimal GB (10⁹ bytes) per day, rounded to 0.1
 */
export function abuseCeiling(limits: AbuseLimits = {}): AbuseCeiling {
  const waf = limits.waf ?? WAF_RATE_LIMITS;
  const stage = limits.stageRateLimit ?? 20;
  const routeLimits = limits.routeLimits ?? ROUTE_LIMITS;
  const routes = limits.routes ?? apiRoutes;
  const fileMaxBytes = limits.fileMaxBytes ?? PRESCRIPTION_MAX_BYTES;
  const uploadRoutes = routes.filter((route) => route.usesBucket && route.auth !== 'staff');
  const routeRate = (route: ApiRoute) => Math.min((routeLimits[route.name] ?? FALLBACK_ROUTE_LIMITS).rateLimit, stage);
  const gbPerDay = (rps: number) => round1((rps * DAY_SECONDS * fileMaxBytes) / 1e9);

  const perClientApiRps = Math.min(waf.api / waf.windowSeconds, stage);
  const perClientUploadRps = Math.min(
    waf.strict / waf.windowSeconds,
    perClientApiRps,
    uploadRoutes.reduce((sum, route) => sum + routeRate(route), 0),
  );
  const allClientsUploadRps = Math.min(
    uploadRoutes.reduce((sum, route) => sum + routeRate(route), 0),
    stage,
  );
  return {
    perClientApiRps: round1(perClientApiRps),
    perClientUploadRps: round1(perClientUploadRps),
    perClientUploadGbPerDay: gbPerDay(perClientUploadRps),
    allClientsApiRps: stage,
    allClientsUploadRps: round1(allClientsUploadRps),
    allClientsUploadGbPerDay: gbPerDay(allClientsUploadRps),
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The README's one-line figure (security section), written from {@link abuseCeiling} so a test can check it. */
export function abuseCeilingSentence(ceiling: AbuseCeiling = abuseCeiling()): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return (
    `With the WAF, one anonymous client (one IP) reaches at most ${n(ceiling.perClientApiRps)} API request/s, of which ` +
    `${n(ceiling.perClientUploadRps)} upload/s, so at most ${n(ceiling.perClientUploadGbPerDay)} GB of files a day; ` +
    `without it, or spread over many IPs, the API throttles cap everyone together at ${n(ceiling.allClientsApiRps)} request/s and ` +
    `${n(ceiling.allClientsUploadRps)} upload/s, ${n(ceiling.allClientsUploadGbPerDay)} GB a day.`
  );
}
