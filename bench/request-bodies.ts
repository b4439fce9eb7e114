/** The requests the bench sends: multipart bodies of the storefront's forms, and PDFs of a chosen size. */
import { samplePdf } from '../dev/sample-pdf';

/** A multipart/form-data body of `fields` and, optionally, a PDF file field `prescription`. */
export async function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('prescription', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

/** The fields of a prescription upload. */
export const prescription = {
  form: 'prescription',
  name: 'Bench Patient',
  email: 'bench@example.com',
  phone: '+91 98765 43210',
  city: 'Noida',
  address: 'Sector 18, Noida',
  code: '201301',
  medicine_name: 'Dolo 650',
  consent: 'true',
};
/** The fields of a checkout. */
export const checkout = {
  form: 'checkout',
  email: 'bench@example.com',
  phone: '+91 98765 43210',
  name: 'Bench Shopper',
  address: 'Sector 18, Noida',
  country: 'India',
  state: 'Uttar Pradesh',
  city: 'Noida',
  code: '201301',
  payment: 'online',
  items: JSON.stringify([{ id: 'products-dolo-650-tab-15', quantity: 2 }]),
};

/**
 * A PDF of about `bytes` bytes: the sample PDF with a comment line of padding after its header, so it still ends with
 * %%EOF (the server refuses data after a PDF's end, domain/prescription-file-checks.ts).
 */
export function pdfOfSize(bytes: number): Buffer {
  const pdf = samplePdf('bench');
  const headerEnd = pdf.indexOf(0x0a) + 1;
  const padding = Math.max(0, bytes - pdf.length - 2);
  return Buffer.concat([
    pdf.subarray(0, headerEnd),
    Buffer.from('%'),
    Buffer.alloc(padding, 0x20),
    Buffer.from('\n'),
    pdf.subarray(headerEnd),
  ]);
}
