/**
 * The local demo setting of refill reminders, MEDVIKA_REFILL_REMINDER_DELAY_MS (contracts/refill-reminders.ts
 * REFILL_REMINDER_DELAY_ENV): read by the local stack's track handler only (dev/local-track-handler.ts), never deployed.
 */
import { REFILL_REMINDER_DELAY_ENV } from '../contracts/refill-reminders';

/**
 * Reads the demo delay.
 * @returns milliseconds (a whole number ≥ 0), or undefined when the variable is unset or empty
 * @throws Error when it is set to anything else (a typo should not silently send reminders in 60 days)
 */
export function readLocalReminderDelayMs(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env[REFILL_REMINDER_DELAY_ENV];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${REFILL_REMINDER_DELAY_ENV} must be a whole number of milliseconds`);
  return value;
}
