import { prescriptionFieldsSchema } from '../contracts/forms/prescription-form';
import { validateFields } from '../functions/runtime/validate-fields';
import { median, type Row, type SectionResult } from './bench-kit';

/**
 * Validation cost of the prescription form's fields (docs/architecture/security.md): validateFields with the contracts schema, as
 * submit-form runs it, on a typical request and on the worst inputs the multipart limits let through (every field at
 * its busboy size limit, 16 KiB, full of control and bidi characters; a 16 KiB e-mail). Median of 20 batches of 200
 * calls, in µs per request; the bound that matters is that no case grows faster than its input (no regex backtracking).
 */
export function validationFigures(): SectionResult {
  const rows: Row[] = [];
  const typical = {
    form: 'prescription',
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    city: 'Noida',
    address: 'Sector 18, Noida',
    code: '201301',
    medicine_name: 'Dolo 650',
    definition: '1 strip',
    consent: 'true',
  };
  const hostile = '\u202e\u0007a\u0085'.repeat(4096); // 16 KiB of bidi override, BEL, a letter and NEL
  const cases: Array<[string, Record<string, string>]> = [
    ['typical valid request', typical],
    [
      'every text field 16 KiB of control/bidi characters',
      { ...typical, name: hostile, address: hostile, medicine_name: hostile, definition: hostile },
    ],
    ['16 KiB e-mail without @', { ...typical, email: 'a'.repeat(16 * 1024) }],
    ['16 KiB e-mail of @ and dots', { ...typical, email: '@.'.repeat(8 * 1024) }],
  ];
  for (const [name, fields] of cases) {
    const batches: number[] = [];
    let outcome = 'valid';
    for (let batch = 0; batch < 20; batch += 1) {
      const started = process.hrtime.bigint();
      for (let call = 0; call < 200; call += 1) {
        try {
          validateFields(prescriptionFieldsSchema, fields, []);
        } catch {
          outcome = '400';
        }
      }
      batches.push(Number(process.hrtime.bigint() - started) / 1000 / 200);
    }
    rows.push({ case: name, microsPerRequest: Math.round(median(batches) * 10) / 10, outcome });
  }
  // No target: the table shows that no case grows faster than its input.
  return { rows, misses: [] };
}
