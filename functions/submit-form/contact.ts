import { contactFormSchema, type ContactFields } from '@contracts/forms/contact-form';
import { HttpError } from '../runtime/http';
import type { ParsedMultipart } from '../runtime/multipart';
import { putRecord } from '../data/records';
import { newReference } from '../runtime/reference';
import { recordKey } from '../data/records';
import { validateFields } from '../runtime/validate-fields';
import type { SubmitAnswer } from '@contracts/api';
import { DEFAULT_LOCALE } from '@contracts/locale';
import type { FormContext, FormProcessor } from './form-context';
import { initialStatus } from '@domain/lifecycle';
import { messageExpiry } from '@domain/retention';
import { newLifecycleFieldsWithOutbox } from '../runtime/lifecycle-fields';

/** A contact-page message (docs/behaviour.md §3 "Contact form"), stored as kind `message` with a MSG- reference. */
export const contactForm: FormProcessor<ContactFields> = {
  /** @throws HttpError 400 with the spec's messages for name, email and mobile; 400 if a file is attached. */
  validate(parsed: ParsedMultipart): ContactFields {
    if (parsed.files.length > 0)
      throw new HttpError(400, 'VALIDATION', 'The contact form takes no file.', { files: { code: 'unexpected_file' } });
    return validateFields(contactFormSchema, parsed.fields, parsed.repeatedFields);
  },

  /**
   * Stores the message as one item (pk MESSAGE#MSG-…) through putRecord (the request's write guard, then a
   * conditional put of a new key).
   * @returns the MSG- reference and createdAt (ISO-8601)
   * @throws the SDK's errors (→ 503/500), HttpError 409 from the idempotency guard
   */
  async store(fields: ContactFields, context: FormContext): Promise<SubmitAnswer> {
    const { clients, config, now } = context;
    const reference = newReference('MSG', now);
    const createdAt = now.toISOString();
    await putRecord(context, clients.dynamo, config.tableName, {
      ...recordKey('message', reference),
      kind: 'message',
      reference,
      createdAt,
      name: fields.name,
      email: fields.email,
      mobile: fields.mobile,
      message: fields.message,
      // The language of the page it was sent from: its e-mails are written in it.
      locale: context.locale ?? DEFAULT_LOCALE,
      // Deleted a year after it arrived, or after support's last answer or close, which moves it (domain/retention.ts).
      expiresAt: messageExpiry(now),
      // The "message received" e-mail, queued by the same write (transactional outbox).
      ...newLifecycleFieldsWithOutbox('message', initialStatus('message'), createdAt, { email: fields.email }),
    });
    return { reference, createdAt };
  },
};
