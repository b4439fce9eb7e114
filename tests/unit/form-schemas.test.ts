import * as z from 'zod/mini';
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { articleSlugs } from '@contracts/articles';
import type { FieldErrors } from '@contracts/field-problems';
import { checkoutFieldsSchema, checkoutFormSchema, type CheckoutLine, type CheckoutRequest } from '@contracts/forms/checkout-form';
import { commentFormSchema, type CommentFields } from '@contracts/forms/comment-form';
import { contactFormSchema, type ContactFields } from '@contracts/forms/contact-form';
import { emailField, emailPattern, stripControlCharacters, toFieldErrors, upiIdField } from '@contracts/forms/fields';
import {
  CONSENT_NOTICE_VERSION,
  CONSENT_NOTICE_VERSIONS,
  consentNoticeVersionFor,
  prescriptionFieldsSchema,
  type PrescriptionFields,
} from '@contracts/forms/prescription-form';
import { prescriptionFields } from '../support/http';
import { measureCpuMs } from '../support/cpu-time';
import { minimalCheckoutFields, minimalContact } from '../support/fixtures';

type Schema =
  | typeof contactFormSchema
  | typeof prescriptionFieldsSchema
  | typeof checkoutFieldsSchema
  | typeof checkoutFormSchema
  | typeof commentFormSchema;

/** `{field: problem}` of a failed parse (the API's `error.fields`), or {} when the input is valid. */
function errorsOf(schema: Schema, input: unknown): FieldErrors {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : toFieldErrors(parsed.error);
}

const contact = minimalContact;
/** The shopper's own fields of the checkout (checkoutFieldsSchema); the whole form adds how they pay. */
const { payment, ...checkoutFields } = minimalCheckoutFields;
const line = (id: string, quantity: unknown = 1) => ({ id, quantity });
const PARACETAMOL = 'products-paracetamol-500-tab-10';
const DOLO = 'products-dolo-650-tab-15';
const checkout = { form: 'checkout', ...checkoutFields, payment, items: JSON.stringify([line(PARACETAMOL, 2)]) };
const comment = { name: 'Asha', comment: 'Useful, thanks', post: 'health3' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('e-mail field', () => {
  // A long run of '@' is the worst case of /^\S+@\S+\.\S+$/: its cost grows with the square of the length
  // (about 300 ms for 16 KiB), which zod used to pay after the 254-character bound had already failed.
  const hostile = '@'.repeat(16 * 1024);

  it.each([
    ['contact', contactFormSchema, contact],
    ['prescription', prescriptionFieldsSchema, prescriptionFields],
    ['checkout', checkoutFormSchema, checkout],
  ] as const)('refuses a 16 KiB address on the %s form with the e-mail message, without running the pattern', (_form, schema, valid) => {
    const test = vi.spyOn(emailPattern, 'test');
    expect(errorsOf(schema, { ...valid, email: hostile })).toEqual({ email: { code: 'email_invalid' } });
    expect(test).not.toHaveBeenCalled();
  });

  it('runs the pattern on an address within the bound', () => {
    const test = vi.spyOn(emailPattern, 'test');
    expect(emailField.safeParse('asha@example').success).toBe(false);
    expect(emailField.safeParse(` ${'a'.repeat(64)}@${'d'.repeat(170)}.example.com `).success).toBe(true);
    expect(test).toHaveBeenCalledTimes(2);
  });

  it('counts the bound in characters after trimming', () => {
    const domain = `${'d'.repeat(254 - 'asha@.in'.length)}.in`;
    expect(emailField.safeParse(`  asha@${domain}  `)).toEqual({ success: true, data: `asha@${domain}` });
    expect(errorsOf(contactFormSchema, { ...contact, email: `ashax@${domain}` })).toEqual({ email: { code: 'email_invalid' } });
  });

  it.each([
    'asha@example.in',
    'asha.verma+rx@mail.example.co.in',
    `${'a'.repeat(64)}@example.in`,
    "o'neil_99@example.com",
    'अनु@उदाहरण.भारत',
  ])('accepts the bare address %s', (address) => {
    expect(emailField.safeParse(address)).toEqual({ success: true, data: address });
  });

  it.each([
    ['a list', 'a@x.com,b@y.org'],
    ['a list with a semicolon', 'a@x.com;b@y.org'],
    ['a display name', '"Asha" <a@x.com>'],
    ['a name and angle brackets', 'Asha <a@x.com>'],
    ['angle brackets', '<a@x.com>'],
    ['whitespace inside', 'a b@x.com'],
    ['a tab inside', 'a\tb@x.com'],
    ['a comment', 'a(home)@x.com'],
    ['two @', 'a@b@x.com'],
    ['no dot in the domain', 'asha@example'],
    ['an empty label', 'asha@example..in'],
    ['a leading dot', '.asha@example.in'],
    ['two dots in a row', 'as..ha@example.in'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.in`],
    ['a whole address over 254 characters', `asha@${'d'.repeat(250)}.in`],
  ])('refuses %s', (_what, address) => {
    expect(emailField.safeParse(address).success).toBe(false);
    expect(errorsOf(contactFormSchema, { ...contact, email: address })).toEqual({ email: { code: 'email_invalid' } });
  });

  it('stays linear on near-misses within the bound (no re-splitting of runs)', async () => {
    const nearMisses = [`a@${'b.'.repeat(120)}!`, `${'a.'.repeat(31)}a@${'b-'.repeat(90)}!`, `${'a'.repeat(64)}@${'b'.repeat(180)}`];
    const { cpuMs } = await measureCpuMs(() => {
      for (let i = 0; i < 1_000; i += 1) for (const value of nearMisses) emailField.safeParse(value);
    });
    expect(cpuMs).toBeLessThan(1_000);
  });

  it('stays cheap on hostile input (100 parses well under the cost of one unbounded match)', async () => {
    const { cpuMs } = await measureCpuMs(() => {
      for (let i = 0; i < 100; i += 1) emailField.safeParse(hostile);
    });
    // Unbounded, these 100 parses take about 30 s of CPU; bounded, about a millisecond.
    expect(cpuMs).toBeLessThan(1_000);
  });

  it('still reports other fields, including the PIN rule, beside a too-long address', () => {
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, email: hostile, code: '2013' })).toEqual({
      email: { code: 'email_invalid' },
      code: { code: 'pin_invalid' },
    });
  });
});

describe("UPI ID field (a COD return's refund)", () => {
  it.each(['asha@okaxis', 'asha.verma-1_2@ybl', '9811042367@paytm', ' meera@oksbi '])('takes %j', (value) => {
    expect(upiIdField.safeParse(value)).toEqual({ success: true, data: value.trim() });
  });

  it.each([
    '',
    'asha',
    'asha@',
    '@okaxis',
    'asha@ok axis',
    'asha@@okaxis',
    'asha@ok.axis',
    '.asha@okaxis',
    'asha@9bank',
    `${'a'.repeat(250)}@okaxis`,
  ])('refuses %j as upi_id_invalid', (value) => {
    const parsed = upiIdField.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['upi_id_invalid']);
  });
});

describe('shared form schemas', () => {
  it('trim values and fill absent optional fields with their defaults', () => {
    expect(contactFormSchema.parse({ name: '  Ravi ', email: ' ravi@example.in ', mobile: ' 98110 42367 ' })).toEqual({
      name: 'Ravi',
      email: 'ravi@example.in',
      mobile: '98110 42367',
      message: '',
    });
    const { definition: _definition, city: _city, ...withoutOptional } = prescriptionFields;
    expect(prescriptionFieldsSchema.parse(withoutOptional)).toMatchObject({ definition: '', city: '' });
    expect(commentFormSchema.parse({ name: 'Asha', post: 'health1' })).toEqual({ name: 'Asha', comment: '', post: 'health1' });
  });

  it('refuse unknown keys on every form', () => {
    expect(errorsOf(contactFormSchema, { ...contact, coupon: 'FREE' })).toEqual({ coupon: { code: 'unknown_field' } });
    expect(errorsOf(prescriptionFieldsSchema, { ...prescriptionFields, price: '0' })).toEqual({ price: { code: 'unknown_field' } });
    expect(errorsOf(checkoutFormSchema, { ...checkout, total: '1' })).toEqual({ total: { code: 'unknown_field' } });
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, items: '[]' })).toEqual({ items: { code: 'unknown_field' } });
    expect(errorsOf(commentFormSchema, { ...comment, email: 'a@b.co' })).toEqual({ email: { code: 'unknown_field' } });
  });

  it('keep the spec messages of missing and invalid fields', () => {
    expect(errorsOf(contactFormSchema, {})).toEqual({
      name: { code: 'name_required' },
      email: { code: 'email_invalid' },
      mobile: { code: 'mobile_invalid' },
    });
    expect(errorsOf(contactFormSchema, { ...contact, name: '   ', mobile: '<script>alert(1)</script>' })).toEqual({
      name: { code: 'name_required' },
      mobile: { code: 'mobile_invalid' },
    });
    expect(errorsOf(contactFormSchema, { ...contact, mobile: '+91 (98) 1-1' })).toEqual({ mobile: { code: 'mobile_invalid' } });
    expect(errorsOf(contactFormSchema, { ...contact, name: 'x'.repeat(101), message: 'x'.repeat(2001) })).toEqual({
      name: { code: 'too_long', max: 100 },
      message: { code: 'too_long', max: 2000 },
    });
    expect(
      errorsOf(prescriptionFieldsSchema, { ...prescriptionFields, phone: '12345', city: 'Paris', consent: 'false', address: 'abc' }),
    ).toEqual({
      phone: { code: 'phone_invalid' },
      city: { code: 'city_unlisted' },
      consent: { code: 'consent_required' },
      address: { code: 'complete_address_required' },
    });
    expect(errorsOf(checkoutFieldsSchema, {})).toEqual({
      email: { code: 'email_invalid' },
      phone: { code: 'phone_invalid' },
      name: { code: 'full_name_required' },
      address: { code: 'delivery_address_required' },
      country: { code: 'country_required' },
      state: { code: 'state_required' },
      city: { code: 'city_required' },
      code: { code: 'pin_invalid' },
    });
  });

  it('take a 6-digit PIN code we deliver to, and name the problem of any other', () => {
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, code: '2013' })).toEqual({ code: { code: 'pin_invalid' } });
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, code: '11009' })).toEqual({ code: { code: 'pin_invalid' } });
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, country: ' bharat ', code: '011002' })).toEqual({
      code: { code: 'pin_invalid' },
    });
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, code: '#' })).toEqual({ code: { code: 'pin_invalid' } });
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, country: 'Nepal', code: '44600' })).toEqual({
      code: { code: 'pin_invalid' },
    });
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, code: '400001' })).toEqual({
      code: { code: 'pin_not_served', pin: '400001' },
    });
    const delhi = { ...checkoutFields, state: 'Delhi' };
    expect(errorsOf(checkoutFieldsSchema, { ...delhi, code: '110 024' })).toEqual({});
    expect(errorsOf(checkoutFieldsSchema, { ...delhi, code: ' 110092 ' })).toEqual({});
    expect(checkoutFieldsSchema.parse({ ...delhi, code: ' 110092 ' }).code).toBe('110092');
  });

  it('refuse a state that names another state than the PIN code’s, in the browser and on the server alike', () => {
    const mismatch = { state: { code: 'state_not_pin_state', pin: '201301', stateCode: '09' } };
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, state: 'Delhi', code: '201301' })).toEqual(mismatch);
    expect(errorsOf(checkoutFormSchema, { ...checkout, state: 'Delhi', code: '201 301' })).toEqual(mismatch);
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, state: 'delhi', code: '122002' })).toEqual({
      state: { code: 'state_not_pin_state', pin: '122002', stateCode: '06' },
    });
    // The same state however written, or a state we do not recognise, is left to the PIN code.
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, state: 'U.P.', code: '201301' })).toEqual({});
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, state: 'उत्तर प्रदेश', code: '201010' })).toEqual({});
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, state: 'NCR', code: '201301' })).toEqual({});
  });

  it('read checkout items as JSON lines of known products', () => {
    const itemsError = (items: unknown) => errorsOf(checkoutFormSchema, { ...checkout, items }).items;
    expect(checkoutFormSchema.parse({ ...checkout, items: JSON.stringify([line(PARACETAMOL, 2), line(DOLO, 99)]) }).items).toEqual<
      CheckoutLine[]
    >([
      { productId: PARACETAMOL, quantity: 2 },
      { productId: DOLO, quantity: 99 },
    ]);
    expect(itemsError(undefined)).toEqual({ code: 'items_missing' });
    expect(itemsError(' '.repeat(16 * 1024 + 1))).toEqual({ code: 'items_too_long' });
    expect(itemsError('[{')).toEqual({ code: 'items_not_json' });
    expect(itemsError('{}')).toEqual({ code: 'items_not_list' });
    expect(itemsError('[]')).toEqual({ code: 'cart_empty' });
    expect(itemsError(JSON.stringify(Array.from({ length: 51 }, (_, i) => line(`p${i}`))))).toEqual({
      code: 'too_many_products',
      max: 50,
    });
    expect(itemsError(JSON.stringify([{ ...line(PARACETAMOL), price: 0 }]))).toEqual({
      code: 'line_unexpected_fields',
      line: 1,
      fields: 'price',
    });
    for (const quantity of [0, 100, 1.5, '2'])
      expect(itemsError(JSON.stringify([line(DOLO), line(PARACETAMOL, quantity)]))).toEqual({
        code: 'line_invalid',
        line: 2,
        max: 99,
      });
    expect(itemsError(JSON.stringify([line('')]))).toEqual({ code: 'line_invalid', line: 1, max: 99 });
    expect(itemsError(JSON.stringify([line('no-such-product')]))).toEqual({ code: 'unknown_product', product: 'no-such-product' });
    expect(itemsError(JSON.stringify([line(DOLO), line(DOLO)]))).toEqual({ code: 'product_repeated', product: DOLO });
  });

  it('accept checkout consent only as "true"', () => {
    expect(checkoutFormSchema.parse({ ...checkout, consent: 'true' }).consent).toBe('true');
    expect(errorsOf(checkoutFormSchema, { ...checkout, consent: 'yes' })).toEqual({ consent: { code: 'consent_required' } });
  });

  it('strip control characters from comments before trimming and counting', () => {
    expect(commentFormSchema.parse({ name: ' \u0007Asha\u202e ', comment: 'line 1\r\nline 2\u0000\tend', post: 'health2' })).toEqual({
      name: 'Asha',
      comment: 'line 1\nline 2\tend',
      post: 'health2',
    });
    expect(errorsOf(commentFormSchema, { name: '\u0001\u0002 ', post: 'health2' })).toEqual({ name: { code: 'name_required' } });
    expect(errorsOf(commentFormSchema, { ...comment, name: 'x'.repeat(80) + '\u0000'.repeat(10) })).toEqual({});
    expect(errorsOf(commentFormSchema, { ...comment, name: 'x'.repeat(81), comment: 'x'.repeat(2001) })).toEqual({
      name: { code: 'too_long', max: 80 },
      comment: { code: 'too_long', max: 2000 },
    });
    expect(errorsOf(commentFormSchema, { ...comment, post: 'health13' })).toEqual({ post: { code: 'unknown_article' } });
    expect(errorsOf(commentFormSchema, { ...comment, website: 'x'.repeat(201) })).toEqual({
      website: { code: 'too_long', max: 200 },
    });
  });

  it('keep their output types', () => {
    expectTypeOf<ContactFields>().toEqualTypeOf<{
      form?: 'contact' | undefined;
      name: string;
      email: string;
      mobile: string;
      message: string;
    }>();
    expectTypeOf<CommentFields>().toEqualTypeOf<{
      name: string;
      comment: string;
      post: (typeof articleSlugs)[number];
      website?: string | undefined;
    }>();
    expectTypeOf<PrescriptionFields['city']>().toEqualTypeOf<
      '' | 'Delhi' | 'Noida' | 'Greater Noida' | 'Ghaziabad' | 'Gurugram' | 'Faridabad'
    >();
    expectTypeOf<PrescriptionFields['consent']>().toEqualTypeOf<'true'>();
    expectTypeOf<CheckoutRequest['items']>().toEqualTypeOf<CheckoutLine[]>();
    expectTypeOf<CheckoutRequest['consent']>().toEqualTypeOf<'true' | undefined>();
  });
});

describe('field problems of bounds (toFieldErrors)', () => {
  const bounded = z.object({
    text: z.optional(z.string().check(z.minLength(3), z.maxLength(5))),
    count: z.optional(z.number().check(z.minimum(1), z.maximum(10))),
    picks: z.optional(z.array(z.string()).check(z.minLength(1), z.maxLength(2))),
  });
  const problemOf = (input: unknown) => {
    const parsed = bounded.safeParse(input);
    return parsed.success ? {} : toFieldErrors(parsed.error);
  };

  it.each([
    [{ text: 'ab' }, { text: { code: 'too_short', min: 3 } }],
    [{ text: 'abcdef' }, { text: { code: 'too_long', max: 5 } }],
    [{ count: 0 }, { count: { code: 'below_min', min: 1 } }],
    [{ count: 11 }, { count: { code: 'above_max', max: 10 } }],
    [{ picks: [] }, { picks: { code: 'required' } }],
    [{ picks: ['a', 'b', 'c'] }, { picks: { code: 'too_many_items', max: 2 } }],
  ])('words %j as %j: a number or a list is never told about characters', (input, expected) => {
    expect(problemOf(input)).toEqual(expected);
  });
});

describe('consent notice version', () => {
  it('is a date-shaped id per language, each listed among the known versions', () => {
    expect(consentNoticeVersionFor('en')).toBe(CONSENT_NOTICE_VERSION);
    expect(CONSENT_NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(consentNoticeVersionFor('hi')).toMatch(/^\d{4}-\d{2}-\d{2}-hi$/);
    for (const locale of ['en', 'hi'] as const) expect(CONSENT_NOTICE_VERSIONS).toContain(consentNoticeVersionFor(locale));
    expect(new Set(CONSENT_NOTICE_VERSIONS).size).toBe(CONSENT_NOTICE_VERSIONS.length);
  });

  it('is accepted when known or absent on the prescription and checkout forms, and refused otherwise', () => {
    expect(prescriptionFieldsSchema.parse({ ...prescriptionFields, consent_version: CONSENT_NOTICE_VERSION }).consent_version).toBe(
      CONSENT_NOTICE_VERSION,
    );
    expect(prescriptionFieldsSchema.parse(prescriptionFields).consent_version).toBeUndefined();
    expect(checkoutFormSchema.parse({ ...checkout, consent: 'true', consent_version: CONSENT_NOTICE_VERSION }).consent_version).toBe(
      CONSENT_NOTICE_VERSION,
    );
    for (const version of ['2000-01-01', '', 'latest']) {
      expect(errorsOf(prescriptionFieldsSchema, { ...prescriptionFields, consent_version: version })).toEqual({
        consent_version: { code: 'consent_version_unknown' },
      });
      expect(errorsOf(checkoutFormSchema, { ...checkout, consent: 'true', consent_version: version })).toEqual({
        consent_version: { code: 'consent_version_unknown' },
      });
    }
  });
});

describe('control characters in free text (docs/architecture/security.md)', () => {
  // ESC [ 31 m (ANSI colour), an OSC 8 hyperlink ended by BEL, a C1 CSI, a bidi override and an isolate.
  const hostile = '\u001b[31m\u001b]8;;https://evil.example\u0007\u009b2J\u202e\u2066';

  it('strips C0/C1 controls and bidi overrides, keeping tab, and newline only when asked', () => {
    expect(stripControlCharacters(`a${hostile}\tb\r\nc\rd`)).toBe('a[31m]8;;https://evil.example2J\tb\nc\nd');
    expect(stripControlCharacters(`a${hostile}\tb\r\nc`, { multiline: false })).toBe('a[31m]8;;https://evil.example2J\tbc');
    expect(stripControlCharacters('Ravi \u0000Kumar\u007f\u0085')).toBe('Ravi Kumar');
  });

  it('cleans every free-text field of the prescription form; address and notes keep their line breaks', () => {
    const parsed = prescriptionFieldsSchema.parse({
      ...prescriptionFields,
      name: `\u001b[2JAsha\u202e Verma\n`,
      email: 'asha\u0007@example.in',
      address: '12 MG Road\r\nSector 18\u001b',
      medicine_name: 'Dolo\u0000 650\nTab',
      definition: 'one month\r\n\u009bthen stop',
    });
    expect(parsed).toMatchObject({
      name: '[2JAsha Verma',
      email: 'asha@example.in',
      address: '12 MG Road\nSector 18',
      medicine_name: 'Dolo 650Tab',
      definition: 'one month\nthen stop',
    });
  });

  it('cleans every free-text field of the checkout form; only the address keeps line breaks', () => {
    const parsed = checkoutFormSchema.parse({
      ...checkout,
      name: 'A\u001b B',
      address: 'Flat 2\r\nSector\u0085 18',
      country: 'In\u0000dia',
      state: 'U\u0007P',
      city: 'Noi\nda',
      email: '\u001ba@b.co',
    });
    expect(parsed).toMatchObject({
      name: 'A B',
      address: 'Flat 2\nSector 18',
      country: 'India',
      state: 'UP',
      city: 'Noida',
      email: 'a@b.co',
    });
  });

  it('cleans the contact form; only the message keeps line breaks', () => {
    expect(contactFormSchema.parse({ ...contact, name: 'Ra\u001bvi\n', message: 'Hi\r\n\u202ethere' })).toMatchObject({
      name: 'Ravi',
      message: 'Hi\nthere',
    });
  });

  it('strips before the length checks and keeps every message', () => {
    const controls = '\u0000'.repeat(50);
    expect(
      errorsOf(prescriptionFieldsSchema, {
        ...prescriptionFields,
        name: 'x'.repeat(100) + controls,
        definition: 'y'.repeat(1000) + controls,
      }),
    ).toEqual({});
    expect(
      errorsOf(prescriptionFieldsSchema, { ...prescriptionFields, name: controls, address: `${controls}ab  `, medicine_name: '\u202e' }),
    ).toEqual({
      name: { code: 'patient_name_required' },
      address: { code: 'complete_address_required' },
      medicine_name: { code: 'medicine_required' },
    });
    expect(errorsOf(prescriptionFieldsSchema, { ...prescriptionFields, name: 'x'.repeat(101) })).toEqual({
      name: { code: 'too_long', max: 100 },
    });
    expect(errorsOf(checkoutFieldsSchema, { ...checkoutFields, name: '\u001b', address: '\u0007\u0007', city: '\n' })).toEqual({
      name: { code: 'full_name_required' },
      address: { code: 'delivery_address_required' },
      city: { code: 'city_required' },
    });
    expect(errorsOf(contactFormSchema, { ...contact, name: '\u0000\n', email: '\u0000' })).toEqual({
      name: { code: 'name_required' },
      email: { code: 'email_invalid' },
    });
    expect(errorsOf(contactFormSchema, { ...contact, message: 'z'.repeat(2001) })).toEqual({ message: { code: 'too_long', max: 2000 } });
  });
});

describe('jitless (Content-Security-Policy without unsafe-eval)', () => {
  const formsDir = path.resolve('contracts/forms');
  // Every module that builds schemas.
  const modules = readdirSync(formsDir).filter((name) => name.endsWith('.ts'));
  // Loads one module in a fresh Node process where `new Function` throws (as under the site's CSP),
  // parses with every schema it exports, and reports the setting and any attempted code generation.
  const probe = `
    const calls = [];
    globalThis.Function = new Proxy(Function, { construct(target, args) { calls.push(String(args)); throw new EvalError('blocked by CSP'); } });
    const mod = await import(process.argv.at(-1));
    const { config } = await import('zod/mini');
    for (const value of Object.values(mod)) if (value && typeof value === 'object' && '_zod' in value) value.safeParse({});
    console.log(JSON.stringify({ jitless: config().jitless === true, functionCalls: calls.length }));
  `;

  it('covers every schema module', () => {
    expect(modules).toEqual(
      expect.arrayContaining(['fields.ts', 'checkout-form.ts', 'comment-form.ts', 'contact-form.ts', 'prescription-form.ts']),
    );
  });

  it.each(modules)('is set before %s builds a schema, whatever is imported first', async (name) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', probe, path.join(formsDir, name)],
      { timeout: 20_000 },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ jitless: true, functionCalls: 0 });
  });
});
