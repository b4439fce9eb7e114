import { describe, expect, it } from 'vitest';
import type { FieldErrors } from '@contracts/field-problems';
import { validateFields } from '../../functions/runtime/validate-fields';
import { HttpError } from '../../functions/runtime/http';
import { detectPrescriptionFileType, nameAndTypeAgree } from '@domain/prescription-file-checks';
import { normaliseIndianMobile } from '@contracts/forms/fields';
import { prescriptionFieldsSchema } from '@contracts/forms/prescription-form';
import { sanitiseFileName } from '../../functions/submit-form/prescription-upload';
import { prescriptionFields, sampleJpeg, samplePdf } from '../support/http';

function fieldErrors(fields: Record<string, string>, repeated: string[] = []): FieldErrors {
  try {
    validateFields(prescriptionFieldsSchema, fields, repeated);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).fields ?? {};
  }
  throw new Error('expected a validation error');
}

describe('prescription fields', () => {
  it('accepts a complete request and trims it', () => {
    const valid = validateFields(prescriptionFieldsSchema, { ...prescriptionFields, name: '  Asha Verma ' }, []);
    expect(valid.name).toBe('Asha Verma');
    expect(valid.city).toBe('Noida');
  });

  it('names every missing required field', () => {
    const errors = fieldErrors({ form: 'prescription' });
    expect(Object.keys(errors).sort()).toEqual(['address', 'code', 'consent', 'email', 'medicine_name', 'name', 'phone']);
  });

  it('names unknown fields', () => {
    expect(fieldErrors({ ...prescriptionFields, coupon: 'FREE' })).toEqual({ coupon: { code: 'unknown_field' } });
  });

  it('names repeated fields', () => {
    expect(fieldErrors(prescriptionFields, ['phone'])).toEqual({ phone: { code: 'sent_twice' } });
  });

  it('names oversized fields', () => {
    expect(fieldErrors({ ...prescriptionFields, medicine_name: 'x'.repeat(301) })).toHaveProperty('medicine_name');
    expect(fieldErrors({ ...prescriptionFields, definition: 'x'.repeat(1001) })).toHaveProperty('definition');
  });

  it('refuses a PIN code the pharmacy does not deliver to, naming it, and one that is no PIN code', () => {
    expect(fieldErrors({ ...prescriptionFields, code: '400001' })).toEqual({ code: { code: 'pin_not_served', pin: '400001' } });
    expect(fieldErrors({ ...prescriptionFields, code: '11002' })).toEqual({ code: { code: 'pin_invalid' } });
    expect(validateFields(prescriptionFieldsSchema, { ...prescriptionFields, code: ' 110 024 ' }, []).code).toBe('110 024');
  });

  it('rejects a city outside the list and a consent other than true', () => {
    expect(fieldErrors({ ...prescriptionFields, city: 'Paris' })).toHaveProperty('city');
    expect(fieldErrors({ ...prescriptionFields, consent: 'false' })).toHaveProperty('consent');
  });

  it('uses the spec email rule', () => {
    expect(fieldErrors({ ...prescriptionFields, email: 'asha@example' })).toEqual({ email: { code: 'email_invalid' } });
  });
});

describe('normaliseIndianMobile', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['9876543210', '9876543210'],
    ['06123 456789', '6123456789'],
    ['(+91) 98765.43210', '9876543210'],
  ])('%s → %s', (input, expected) => expect(normaliseIndianMobile(input)).toBe(expected));

  // A landline (0120 455 8812) and a 10-digit number outside the mobile series 6–9 are no mobile number.
  it.each(['12345', '+1 415 555 0100 22', 'call me', '+91 0876543210', '', '0120 455 8812', '5876543210'])('refuses %s', (input) =>
    expect(normaliseIndianMobile(input)).toBeUndefined(),
  );
});

describe('file signatures', () => {
  it('detects PNG, JPEG and PDF by content', () => {
    expect(detectPrescriptionFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectPrescriptionFileType(sampleJpeg())).toBe('jpeg');
    expect(detectPrescriptionFileType(samplePdf())).toBe('pdf');
  });

  it('refuses other content, including a GIF and text named .pdf', () => {
    expect(detectPrescriptionFileType(Buffer.from('GIF89a....'))).toBeUndefined();
    expect(detectPrescriptionFileType(Buffer.from('<script>alert(1)</script>'))).toBeUndefined();
    expect(detectPrescriptionFileType(new Uint8Array([0x25, 0x50]))).toBeUndefined();
  });

  it('refuses a name or declared type that claims another accepted type', () => {
    expect(nameAndTypeAgree('jpeg', 'scan.pdf', 'application/pdf')).toBe(false);
    expect(nameAndTypeAgree('jpeg', 'scan.pdf', '')).toBe(false);
    expect(nameAndTypeAgree('png', 'scan.png', 'image/jpeg')).toBe(false);
    expect(nameAndTypeAgree('png', 'scan.bin', 'application/octet-stream')).toBe(true);
    expect(nameAndTypeAgree('jpeg', 'IMG_2041.JPG', 'image/jpeg')).toBe(true);
    expect(nameAndTypeAgree('pdf', '', '')).toBe(true);
  });
});

describe('sanitiseFileName', () => {
  it('keeps letters of any script and drops paths and markup', () => {
    expect(sanitiseFileName('पर्चा मार्च.pdf')).toBe('पर्चा मार्च.pdf');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\asha\\scan.png')).toBe('scan.png');
    expect(sanitiseFileName('<img src=x onerror=alert(1)>.png')).toBe('_img src_x onerror_alert(1)_.png');
    expect(sanitiseFileName('...')).toBe('prescription');
    expect(sanitiseFileName('a'.repeat(300)).length).toBe(120);
  });
});
