/**
 * Structured JSON logger for the Lambda handlers.
 *
 * Privacy rule (prescriptions are health data): only the keys listed in `SafeLogFields` can be logged —
 * request ids, references, codes, statuses, sizes and durations. Names, phones, emails, addresses,
 * file names and bodies have no key here, so they cannot reach CloudWatch by accident.
 */
export interface SafeLogFields {
  requestId?: string;
  route?: string;
  reference?: string;
  form?: string;
  status?: number;
  code?: string;
  /** Bytes of an uploaded file. */
  fileBytes?: number;
  /** Detected file type (png | jpeg | pdf). */
  fileType?: string;
  /** Wall time in ms. */
  durationMs?: number;
  /** AWS error name (e.g. 'ResourceNotFoundException'), never its message. */
  errorName?: string;
  post?: string;
  count?: number;
  /** A stored item's entity (functions/data/parse-item.ts), and its table key: keys hold ids and hashes, never content. */
  kind?: string;
  pk?: string;
  sk?: string;
  /** Paths of the attributes that failed a stored item's schema (e.g. `version`, `heldFor.0`), never their values. */
  issues?: string[];
}

type Level = 'info' | 'warn' | 'error';

function write(level: Level, message: string, fields: SafeLogFields): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/** Logs one event. `message` must be a fixed string, never built from request data. */
export const logger = {
  info: (message: string, fields: SafeLogFields = {}) => write('info', message, fields),
  warn: (message: string, fields: SafeLogFields = {}) => write('warn', message, fields),
  error: (message: string, fields: SafeLogFields = {}) => write('error', message, fields),
};
