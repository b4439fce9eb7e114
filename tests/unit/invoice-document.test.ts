import { describe, expect, it } from 'vitest';
import { productById } from '@domain/catalogue/catalogue';
import {
  INVOICE_NUMBER_MAX_LENGTH,
  financialYear,
  formatInvoiceNumber,
  gstLines,
  invoiceFigures,
  invoiceFileName,
  isInvoiceAvailable,
  lineTax,
  storeSeller,
  supplyingStoreId,
  type InvoiceOrder,
} from '@domain/invoice';
import { sampleStores, type StoreId } from '@domain/stores';
import { priceOrder } from '@domain/pricing';
import { formatMoney } from '@domain/money';
import { renderInvoicePdf } from '../../functions/invoice/invoice-pdf';
import { placeholderSeller, readSellerDetails } from '@contracts/deployment/seller-settings';
import { checkoutShopper } from '../support/fixtures';
import { readPdfText } from '../support/pdf-text';

/** An order as checkout stores it (priced by domain/pricing.ts), confirmed. */
function order(lines: { productId: string; quantity: number }[], extra: Partial<InvoiceOrder> = {}): InvoiceOrder {
  const priced = priceOrder(lines, productById);
  return {
    reference: 'ORD-20261126-7K3F9QAZ',
    createdAt: '2026-11-26T05:00:00.000Z',
    name: checkoutShopper.name,
    address: checkoutShopper.address,
    city: checkoutShopper.city,
    state: checkoutShopper.state,
    code: checkoutShopper.code,
    country: checkoutShopper.country,
    ...priced,
    needsPrescription: false,
    history: [{ to: 'placed' }, { to: 'confirmed' }],
    ...extra,
  };
}

const issued = { number: 'MV/26-27/000123', issuedAt: '2026-11-26T10:00:00.000Z' };

describe('invoice numbers', () => {
  it('changes financial year at midnight of 1 April in India, not in UTC', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27'); // 31 Mar 23:59:59.999 IST
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28'); // 1 Apr 00:00 IST
    expect(financialYear(new Date('2026-04-01T00:00:00.000Z'))).toBe('2026-27');
    expect(financialYear(new Date('2026-01-15T12:00:00.000Z'))).toBe('2025-26');
    expect(financialYear(new Date('2099-12-31T12:00:00.000Z'))).toBe('2099-00');
  });

  it('writes the series, the year and a 6-digit serial within the 16 characters of Rule 46(b)', () => {
    expect(formatInvoiceNumber('2026-27', 123)).toBe('MV/26-27/000123');
    expect(formatInvoiceNumber('2026-27', 999_999)).toBe('MV/26-27/999999');
    expect(formatInvoiceNumber('2026-27', 999_999).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
    expect(() => formatInvoiceNumber('2026-27', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('2026-27', 1_000_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('26-27', 1)).toThrow(RangeError);
    expect(invoiceFileName('MV/26-27/000123')).toBe('Medvika-invoice-MV-26-27-000123.pdf');
  });

  it('exists once the order was dispatched (also when returned after), never before, nor for one cancelled before dispatch', () => {
    const packed = [{ to: 'placed' }, { to: 'confirmed' }, { to: 'packed' }] as const;
    expect(isInvoiceAvailable('placed', [{ to: 'placed' }])).toBe(false);
    expect(isInvoiceAvailable('awaiting_prescription', [{ to: 'awaiting_prescription' }])).toBe(false);
    expect(isInvoiceAvailable('cancelled', [{ to: 'placed' }, { to: 'cancelled' }])).toBe(false);
    expect(isInvoiceAvailable('confirmed', [{ to: 'placed' }, { to: 'confirmed' }])).toBe(false);
    expect(isInvoiceAvailable('packed', packed)).toBe(false);
    expect(isInvoiceAvailable('cancelled', [...packed, { to: 'cancelled' }])).toBe(false);
    expect(isInvoiceAvailable('dispatched', [...packed, { to: 'dispatched' }])).toBe(true);
    expect(isInvoiceAvailable('delivered', [...packed, { to: 'dispatched' }, { to: 'delivered' }])).toBe(true);
    expect(isInvoiceAvailable('returned', [...packed, { to: 'dispatched' }, { to: 'delivered' }, { to: 'returned' }])).toBe(true);
    expect(isInvoiceAvailable('erased', [...packed, { to: 'dispatched' }])).toBe(false);
  });
});

describe('invoice figures', () => {
  it("are the order's own amounts: lines, subtotal, GST included and total", () => {
    const stored = order([
      { productId: 'products-pan-40-tab-15', quantity: 3 },
      { productId: 'products-saridon-tab-10', quantity: 1 },
    ]);
    const figures = invoiceFigures(stored, issued, placeholderSeller);
    expect(figures.lines.map((line) => line.amountPaise)).toEqual(stored.lineItems.map((line) => line.lineTotalPaise));
    expect(figures.subtotalPaise).toBe(stored.subtotalPaise);
    expect(figures.gstPaise).toBe(stored.gstPaise);
    expect(figures.totalPaise).toBe(stored.totalPaise);
    expect(figures.taxes.reduce((sum, tax) => sum + tax.paise, 0)).toBe(stored.gstPaise);
    expect(figures.deliveryPaise).toBe(0);
    // GST is inside the prices: the total is the subtotal, and each line names its HSN code and rate.
    expect(figures.totalPaise).toBe(figures.subtotalPaise);
    expect(figures.lines.map(({ hsn, gstRatePercent, gstPaise }) => ({ hsn, gstRatePercent, gstPaise }))).toEqual(
      stored.lineItems.map(({ hsn, gstRatePercent, gstPaise }) => ({ hsn, gstRatePercent, gstPaise })),
    );
    expect(figures.invoiceDate).toBe('26 Nov 2026');
  });

  it('splits GST into CGST + SGST within the seller’s state and charges IGST across states', () => {
    // The odd paisa goes to SGST, so CGST + SGST is the lines' GST exactly.
    expect(gstLines([{ gstRatePercent: 5, gstPaise: 41 }], true)).toEqual([
      { label: 'CGST 2.5%', paise: 20 },
      { label: 'SGST 2.5%', paise: 21 },
    ]);
    expect(gstLines([{ gstRatePercent: 5, gstPaise: 41 }], false)).toEqual([{ label: 'IGST 5%', paise: 41 }]);
    const lines = [{ productId: 'products-saridon-tab-10', quantity: 2 }];
    expect(invoiceFigures(order(lines), issued, placeholderSeller).intraState).toBe(false); // Delhi from a Noida (UP) shop
    expect(invoiceFigures(order(lines, { state: 'UP', code: '201301' }), issued, placeholderSeller).intraState).toBe(true);
    // Without a PIN code (an older record) the typed state decides, however it is written.
    expect(invoiceFigures(order(lines, { state: ' uttar pradesh', code: '' }), issued, placeholderSeller).intraState).toBe(true);
    // With one, the PIN code's state is the place of supply, whatever was typed: a Delhi PIN is inter-state from UP.
    const typedWrong = invoiceFigures(order(lines, { state: 'UP', code: '110024' }), issued, placeholderSeller);
    expect(typedWrong.intraState).toBe(false);
    expect(typedWrong.placeOfSupply).toBe('Delhi');
  });

  it('splits each line by the supplying store and the delivery state: CGST + SGST within a state, IGST across', () => {
    const sellerOf = (id: StoreId) =>
      storeSeller(
        'Medvika Pharmacy Pvt Ltd',
        sampleStores.find((store) => store.id === id)!,
      );
    const lines = [
      { productId: 'products-pan-40-tab-15', quantity: 3 },
      { productId: 'products-saridon-tab-10', quantity: 1 },
    ];
    // A Delhi delivery from the Delhi store: intra-state, each line halved, the odd paisa to SGST.
    const delhi = invoiceFigures(order(lines, { state: 'Delhi', store: 'delhi' }), issued, sellerOf('delhi'));
    expect(delhi.seller.gstin).toBe('07AAFCM0000A1ZJ');
    expect(delhi.intraState).toBe(true);
    for (const line of delhi.lines) {
      expect(line.igstPaise).toBe(0);
      expect(line.cgstPaise).toBe(Math.floor(line.gstPaise / 2));
      expect(line.cgstPaise + line.sgstPaise).toBe(line.gstPaise);
      expect(line.taxableValuePaise + line.gstPaise).toBe(line.amountPaise);
      expect(line.hsn).toBe('3004');
    }
    // The same delivery supplied from the Noida store (Uttar Pradesh): inter-state, all IGST.
    const fromNoida = invoiceFigures(order(lines, { state: 'Delhi', store: 'noida' }), issued, sellerOf('noida'));
    expect(fromNoida.intraState).toBe(false);
    expect(fromNoida.lines.map((line) => line.igstPaise)).toEqual(fromNoida.lines.map((line) => line.gstPaise));
    expect(fromNoida.taxes).toEqual([{ label: 'IGST 5%', paise: fromNoida.gstPaise }]);
    expect(delhi.totalInWords).toMatch(/^Rupees .+ Only$/);
    // The odd paisa of each line goes to SGST; the totals are the sums of the lines' own split.
    expect(lineTax(41, true)).toEqual({ cgstPaise: 20, sgstPaise: 21, igstPaise: 0 });
    expect(lineTax(41, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 41 });
    expect(
      gstLines(
        [
          { gstRatePercent: 5, gstPaise: 41 },
          { gstRatePercent: 5, gstPaise: 41 },
        ],
        true,
      ),
    ).toEqual([
      { label: 'CGST 2.5%', paise: 40 },
      { label: 'SGST 2.5%', paise: 42 },
    ]);
  });

  it('takes the store stored on the order, else the one its delivery state gets', () => {
    expect(supplyingStoreId({ store: 'noida', state: 'Delhi', code: '110024' })).toBe('noida');
    expect(supplyingStoreId({ state: 'Haryana', code: '' })).toBe('gurugram');
    expect(supplyingStoreId({ state: 'Delhi', code: '121001' })).toBe('gurugram');
    expect(supplyingStoreId({ store: 'jaipur', state: 'Rajasthan', code: '' })).toBe('delhi');
  });

  it('groups the GST of mixed rates by rate, lowest first, and prints no line for 0 %', () => {
    const lines = [
      { gstRatePercent: 18, gstPaise: 1800 },
      { gstRatePercent: 5, gstPaise: 19 },
      { gstRatePercent: 0, gstPaise: 0 },
      { gstRatePercent: 5, gstPaise: 38 },
    ];
    expect(gstLines(lines, true)).toEqual([
      { label: 'CGST 2.5%', paise: 28 },
      { label: 'SGST 2.5%', paise: 29 },
      { label: 'CGST 9%', paise: 900 },
      { label: 'SGST 9%', paise: 900 },
    ]);
    expect(gstLines(lines, false)).toEqual([
      { label: 'IGST 5%', paise: 57 },
      { label: 'IGST 18%', paise: 1800 },
    ]);
  });

  it('refuses an order whose stored amounts do not add up', () => {
    const stored = order([{ productId: 'products-saridon-tab-10', quantity: 2 }]);
    expect(() => invoiceFigures({ ...stored, totalPaise: stored.totalPaise + 1 }, issued, placeholderSeller)).toThrow(/do not add up/);
    expect(() => invoiceFigures({ ...stored, gstPaise: stored.gstPaise + 1 }, issued, placeholderSeller)).toThrow(/do not add up/);
    // GST added on top of the prices is not this shop's rule: the total is the subtotal.
    expect(() => invoiceFigures({ ...stored, totalPaise: stored.subtotalPaise + stored.gstPaise }, issued, placeholderSeller)).toThrow(
      /do not add up/,
    );
    const [line] = stored.lineItems;
    expect(() => invoiceFigures({ ...stored, lineItems: [{ ...line!, gstPaise: line!.gstPaise + 1 }] }, issued, placeholderSeller)).toThrow(
      /do not add up/,
    );
  });

  it('reads the seller from INVOICE_SELLER over the placeholders, refusing a malformed one', () => {
    expect(readSellerDetails({})).toEqual(placeholderSeller);
    const seller = readSellerDetails({ INVOICE_SELLER: JSON.stringify({ name: 'Real Pharmacy Pvt Ltd', gstin: '09ABCDE1234F1Z5' }) });
    expect(seller.name).toBe('Real Pharmacy Pvt Ltd');
    expect(seller.stateCode).toBe('09');
    expect(() => readSellerDetails({ INVOICE_SELLER: '{"gstin":"not a gstin"}' })).toThrow(/malformed/);
    expect(() => readSellerDetails({ INVOICE_SELLER: '{"gstin":"07ABCDE1234F1Z5"}' })).toThrow(/state code/);
    expect(() => readSellerDetails({ INVOICE_SELLER: '{' })).toThrow(/not JSON/);
  });
});

describe('invoice PDF', () => {
  it('reads back with the number, GSTIN, every line with its batch and expiry, the total, the prescriber and the verifying pharmacist', async () => {
    const stored = order(
      [
        { productId: 'products-pan-40-tab-15', quantity: 3 },
        { productId: 'products-saridon-tab-10', quantity: 1 },
        { productId: 'products-pantoprazole-40-tab-15', quantity: 1 },
      ],
      {
        needsPrescription: true,
        decidedBy: { name: 'Dr Anil Kapoor', registration: 'DPC-45678', council: 'Delhi Pharmacy Council' },
        prescriber: { name: 'Dr Kavita Rao', registration: 'DMC/R/12345', address: 'Rao Clinic, Saket, New Delhi' },
        batches: [
          { productId: 'products-pan-40-tab-15', batch: 'PN24117', expiry: '2028-01' },
          { productId: 'products-saridon-tab-10', batch: 'SR0931', expiry: '2027-09' },
          { productId: 'products-pantoprazole-40-tab-15', batch: 'GP5521', expiry: '2027-12', manufacturer: 'Cadila Healthcare' },
        ],
      },
    );
    const bytes = await renderInvoicePdf(invoiceFigures(stored, issued, placeholderSeller));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdfText(bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Tax Invoice');
    expect(pdf.text).toContain(issued.number);
    expect(pdf.text).toContain(placeholderSeller.gstin);
    expect(pdf.text).toContain(stored.reference);
    expect(pdf.text).toContain(checkoutShopper.name);
    for (const line of stored.lineItems) {
      expect(pdf.text).toContain(line.name);
      expect(pdf.text).toContain(formatMoney(line.lineTotalPaise));
    }
    expect(pdf.text).toContain(formatMoney(stored.subtotalPaise));
    expect(pdf.text).toContain(`Total (including GST) ${formatMoney(stored.totalPaise)}`);
    // The embedded Noto Sans has the ₹ sign: amounts read exactly as formatMoney writes them, never a '?' for the sign.
    expect(pdf.text).not.toMatch(/\?\d|Rs\./);
    expect(pdf.text).toContain('IGST 5%');
    expect(pdf.text).toContain('Prices are inclusive of all taxes');
    expect(pdf.text).toContain('IGST 5% included');
    expect(pdf.text).toContain('HSN');
    expect(pdf.text).toContain('Taxable value');
    expect(pdf.text).toMatch(/ 3004 /);
    expect(pdf.text).toContain(`Amount in words: Rupees`);
    expect(pdf.text).toContain('Dr Anil Kapoor, registration DPC-45678 (Delhi Pharmacy Council)');
    expect(pdf.text).toContain('Batch PN24117, expiry 01/2028');
    expect(pdf.text).toContain('Batch SR0931, expiry 09/2027');
    // The manufacturer where the catalogue records it (Pan 40: Alkem), the one recorded at packing for a generic
    // (Drugs Rules 1945, r.65(3)(1)(f)), and no line for a product without either.
    expect(pdf.text).toContain('Mfd. by Alkem');
    expect(pdf.text).toContain('Mfd. by Cadila Healthcare');
    expect(pdf.text.match(/Mfd\. by/g)).toHaveLength(2);
    // Drugs Rules, 1945, r.65: the cash memo names the prescriber, with the address the pharmacist recorded.
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('Prescribed by: Dr Kavita Rao, registration DMC/R/12345, Rao Clinic, Saket, New Delhi');
  });

  it('names a prescriber recorded before addresses were without one', async () => {
    const stored = order([{ productId: 'products-pan-40-tab-15', quantity: 1 }], {
      needsPrescription: true,
      prescriber: { name: 'Dr Kavita Rao', registration: 'DMC/R/12345' },
    });
    const figures = invoiceFigures(stored, issued, placeholderSeller);
    expect(figures.prescriber).toEqual({ name: 'Dr Kavita Rao', registration: 'DMC/R/12345', address: '' });
    const pdf = await readPdfText(await renderInvoicePdf(figures));
    expect(pdf.text).toMatch(/Prescribed by: Dr Kavita Rao, registration DMC\/R\/12345(?!,)/);
  });

  it('continues a long order on further pages, every line and the total still there', async () => {
    const ids = ['products-pan-40-tab-15', 'products-saridon-tab-10', 'products-omeprazole-20-cap-15', 'products-dolo-650-tab-15'];
    const lines = Array.from({ length: 50 }, (_, index) => ({ productId: ids[index % ids.length]!, quantity: (index % 9) + 1 }));
    const stored = order(lines);
    const pdf = await readPdfText(await renderInvoicePdf(invoiceFigures(stored, issued, placeholderSeller)));
    expect(pdf.pages).toBeGreaterThan(1);
    for (const [index, page] of pdf.pageTexts.entries()) {
      expect(page).toContain(`Page ${index + 1} of ${pdf.pages}`);
      expect(page).toContain('Unit price'); // the table header on every page
    }
    const amounts = pdf.text.split(' ');
    for (const line of stored.lineItems) expect(amounts).toContain(formatMoney(line.lineTotalPaise));
    expect(pdf.pageTexts.at(-1)).toContain(formatMoney(stored.totalPaise));
  });

  it('prints Hindi names and addresses in Devanagari, and a character neither font has as "?"', async () => {
    const stored = order(
      [
        { productId: 'products-dolo-650-tab-15', quantity: 1 },
        { productId: 'products-saridon-tab-10', quantity: 2 },
      ],
      { name: 'मीरा Nair', address: 'फ्लैट 2\nTower ₹ B 中' },
    );
    // A line named in Hindi (the renderer prints whatever name the order holds).
    const [dolo, saridon] = stored.lineItems;
    const lines = [
      { ...dolo!, name: 'डोलो 650 टैबलेट' },
      { ...saridon!, name: 'पुदीन हरा' },
    ];
    const { text } = await readPdfText(await renderInvoicePdf(invoiceFigures({ ...stored, lineItems: lines }, issued, placeholderSeller)));
    expect(text).toContain('डोलो 650 टैबलेट');
    expect(text).toContain('पुदीन हरा');
    expect(text).toContain('मीरा');
    expect(text).toContain('Nair');
    expect(text).toContain('फ्लैट 2');
    expect(text).toContain('Tower ₹ B ?');
    expect(text).toContain(`Total (including GST) ${formatMoney(stored.totalPaise)}`);
  });
});
