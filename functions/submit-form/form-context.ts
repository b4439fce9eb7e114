import type { SubmitAnswer } from '@contracts/api';
import type { Locale } from '@contracts/locale';
import type { AwsClients } from '../runtime/aws-clients';
import type { RuntimeConfig } from '../runtime/config';
import type { ParsedMultipart } from '../runtime/multipart';
import type { RecordWriteGuard } from '../data/records';

/** Dependencies a form needs to store itself; injected so tests can point them at the emulators. */
export interface FormContext {
  clients: AwsClients;
  config: RuntimeConfig;
  /** The request time; one value per request so keys, items and answers agree. */
  now: Date;
  requestId: string;
  /**
   * The shopper's language, from the request's Accept-Language (functions/runtime/shopper-locale.ts): stored on the
   * record as `locale`, so its e-mails are written in it. English when absent.
   */
  locale?: Locale;
  /** Runs just before the form writes its record (putRecord): notes the record on the request's idempotency claim. */
  beforeRecordWrite?: RecordWriteGuard;
}

/**
 * One form of the submit-form endpoint: a pure validation step (throws HttpError 4xx) and a store step
 * that writes everything or nothing (throws on failure after undoing its own partial writes).
 */
export interface FormProcessor<Input> {
  validate(parsed: ParsedMultipart): Input;
  store(input: Input, context: FormContext): Promise<SubmitAnswer>;
}
