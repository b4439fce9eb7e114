/**
 * Renders a tax invoice (domain/invoice.ts InvoiceFigures) as an A4 PDF with pdf-lib. Pure apart from pdf-lib: no I/O.
 *
 * Fonts: the PDF standard Helvetica (not embedded, WinAnsi encoding), enough for English. Text it cannot encode (a
 * name typed in Devanagari, say) is printed with '?' in place of each such character rather than failing the whole
 * invoice. Hindi text later needs an embedded Devanagari font: @pdf-lib/fontkit registered on the document and Noto
 * Sans Devanagari embedded with `embedFont(bytes, { subset: true })`, used for every string.
 */
import type { InvoiceFigures } from '@domain/invoice';
import { invoiceText } from '@domain/invoice';
import { formatMoney } from '@domain/money';

/**
 * An amount as the invoice prints it: formatMoney's text ('₹1,234.50') with 'Rs.' for the rupee sign, which the
 * standard Helvetica (WinAnsi) cannot encode: 'Rs.1,234.50'. An embedded font with the ₹ glyph makes this formatMoney.
 * @param paise a whole number of paise
 * @throws RangeError as formatMoney does
 */
export function invoiceMoney(paise: number): string {
  return formatMoney(paise).replace('₹', 'Rs.');
}

type PdfLib = typeof import('pdf-lib');
type PDFFont = import('pdf-lib').PDFFont;
type PDFPage = import('pdf-lib').PDFPage;

/** A4 in PDF points (1/72 inch): 595.28 × 841.89. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const SIZE: Readonly<Record<'title' | 'heading' | 'body' | 'small', number>> = { title: 18, heading: 10, body: 9, small: 8 };
const LINE = 13;
/** Room kept at the foot of each page for its page number, points. */
const FOOTER = 36;
/**
 * Column x positions of the line table (Rule 46(g)–(k)): item and HSN left-aligned at theirs; quantity, unit price,
 * taxable value, rate, CGST, SGST (or IGST alone in SGST's place across states) and amount right-aligned at theirs.
 * Sized for the table's 8-point text: an amount up to 'Rs.9,99,999.99' fits its column.
 */
const COLUMNS = {
  item: MARGIN,
  hsn: 192,
  quantity: 240,
  unitPrice: 292,
  taxable: 350,
  rate: 378,
  cgst: 428,
  sgst: 478,
  amount: PAGE.width - MARGIN,
} as const;
const ITEM_WIDTH = 140;
/** Where the totals' labels end (right-aligned), points. */
const TOTALS_LABEL = 470;

/** pdf-lib, imported on first use so a cold start of a function that never renders an invoice does not load it. */
let pdfLib: Promise<PdfLib> | undefined;
const loadPdfLib = () => (pdfLib ??= import('pdf-lib'));

/** Draws text top-down across pages: a cursor that adds a page (with the table header again, if asked) when full. */
class Writer {
  page: PDFPage;
  y: number;
  onNewPage?: () => void;

  constructor(
    private readonly lib: PdfLib,
    private readonly document: import('pdf-lib').PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** Characters Helvetica (WinAnsi) can encode; any other becomes '?'. Control characters become spaces. */
  safe(text: string): string {
    const supported = new Set(this.font.getCharacterSet());
    return Array.from(text.normalize('NFC'), (char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x20 || code === 0x7f) return ' ';
      return supported.has(code) ? char : '?';
    }).join('');
  }

  /** Ensures `height` points are free above the footer, else starts a new page. */
  room(height: number): void {
    if (this.y - height >= MARGIN + FOOTER) return;
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    this.onNewPage?.();
  }

  /** Splits `text` into lines no wider than `width` points at `size` (by words; a word longer than a line is cut). */
  wrap(text: string, width: number, size: number, font = this.font): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of this.safe(text).split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
        let cut = current.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut -= 1;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [''];
  }

  /** Draws one line at x (left-aligned, or right-aligned ending at x), without moving the cursor. */
  at(x: number, text: string, { size = SIZE.body, bold = false, right = false } = {}): void {
    const font = bold ? this.bold : this.font;
    const safe = this.safe(text);
    const left = right ? x - font.widthOfTextAtSize(safe, size) : x;
    this.page.drawText(safe, { x: left, y: this.y - size, size, font, color: this.lib.rgb(0.1, 0.1, 0.1) });
  }

  /** Draws wrapped lines at the left margin and moves the cursor below them. */
  paragraph(text: string, { size = SIZE.body, bold = false, width = PAGE.width - 2 * MARGIN } = {}): void {
    for (const line of this.wrap(text, width, size, bold ? this.bold : this.font)) {
      this.room(LINE);
      this.at(MARGIN, line, { size, bold });
      this.y -= size + 4;
    }
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: this.lib.rgb(0.6, 0.6, 0.6),
    });
    this.y -= 6;
  }
}

/**
 * The invoice's PDF: title, seller (name, the supplying store's address, GSTIN, drug licences), invoice number and
 * date, order reference and date, buyer and delivery address, place of supply, the line table (item, HSN, quantity,
 * unit price, taxable value, GST rate, CGST + SGST or IGST, amount; continued on further pages with its header
 * repeated when long), subtotal (GST included), the GST contained in it by tax and rate, delivery, total and the total
 * in words, the prices note, reverse
 * charge, the verifying pharmacist (prescription-only items) and "Page i of n" on every page. Amounts through
 * domain/money.ts formatMoney (invoiceMoney), so they read as on the order and /track.
 * @returns the PDF file's bytes
 */
export async function renderInvoicePdf(figures: InvoiceFigures): Promise<Uint8Array> {
  const lib = await loadPdfLib();
  const document = await lib.PDFDocument.create();
  document.setTitle(`${invoiceText.title} ${figures.number}`);
  document.setAuthor(figures.seller.name);
  document.setCreationDate(new Date(figures.issuedAt));
  document.setModificationDate(new Date(figures.issuedAt));
  const w = new Writer(
    lib,
    document,
    await document.embedFont(lib.StandardFonts.Helvetica),
    await document.embedFont(lib.StandardFonts.HelveticaBold),
  );

  w.at(MARGIN, invoiceText.title, { size: SIZE.title, bold: true });
  w.y -= SIZE.title + 10;
  w.paragraph(figures.seller.name, { bold: true, size: SIZE.heading });
  for (const line of figures.seller.address) w.paragraph(line);
  w.paragraph(`GSTIN: ${figures.seller.gstin}`);
  w.paragraph(`State: ${figures.seller.stateName} (state code ${figures.seller.stateCode})`);
  if (figures.seller.drugLicences.length > 0) w.paragraph(`Drug licence: ${figures.seller.drugLicences.join('; ')}`);
  w.y -= 6;
  w.rule();

  const facts: [string, string][] = [
    ['Invoice number', figures.number],
    ['Invoice date', figures.invoiceDate],
    ['Order reference', figures.reference],
    ['Order date', figures.orderDate],
    ['Place of supply', `${figures.placeOfSupply} (${figures.intraState ? 'intra-state' : 'inter-state'} supply)`],
  ];
  for (const [label, value] of facts) {
    w.room(LINE);
    w.at(MARGIN, `${label}:`, { bold: true });
    w.at(MARGIN + 100, value);
    w.y -= LINE;
  }
  w.y -= 4;
  w.paragraph('Billed and delivered to', { bold: true, size: SIZE.heading });
  w.paragraph(figures.buyer.name);
  for (const line of figures.buyer.address) w.paragraph(line);
  w.y -= 6;

  const cell = { size: SIZE.small, right: true };
  const tableHeader = () => {
    w.room(LINE * 2);
    const head = { ...cell, bold: true };
    w.at(COLUMNS.item, 'Item', { size: SIZE.small, bold: true });
    w.at(COLUMNS.hsn, 'HSN', { size: SIZE.small, bold: true });
    w.at(COLUMNS.quantity, 'Qty', head);
    w.at(COLUMNS.unitPrice, 'Unit price', head);
    w.at(COLUMNS.taxable, 'Taxable value', head);
    w.at(COLUMNS.rate, 'GST', head);
    if (figures.intraState) {
      w.at(COLUMNS.cgst, 'CGST', head);
      w.at(COLUMNS.sgst, 'SGST', head);
    } else {
      w.at(COLUMNS.sgst, 'IGST', head);
    }
    w.at(COLUMNS.amount, 'Amount', head);
    w.y -= LINE;
    w.rule();
  };
  tableHeader();
  w.onNewPage = tableHeader;
  for (const line of figures.lines) {
    const nameLines = w.wrap(line.name, ITEM_WIDTH, SIZE.small);
    w.room(nameLines.length * LINE);
    w.at(COLUMNS.hsn, line.hsn, { size: SIZE.small });
    w.at(COLUMNS.quantity, String(line.quantity), cell);
    w.at(COLUMNS.unitPrice, invoiceMoney(line.unitPricePaise), cell);
    w.at(COLUMNS.taxable, invoiceMoney(line.taxableValuePaise), cell);
    w.at(COLUMNS.rate, `${line.gstRatePercent}%`, cell);
    if (figures.intraState) {
      w.at(COLUMNS.cgst, invoiceMoney(line.cgstPaise), cell);
      w.at(COLUMNS.sgst, invoiceMoney(line.sgstPaise), cell);
    } else {
      w.at(COLUMNS.sgst, invoiceMoney(line.igstPaise), cell);
    }
    w.at(COLUMNS.amount, invoiceMoney(line.amountPaise), cell);
    for (const nameLine of nameLines) {
      w.at(COLUMNS.item, nameLine, { size: SIZE.small });
      w.y -= LINE;
    }
  }
  w.onNewPage = undefined;
  w.rule();

  const totals: [string, string, boolean][] = [
    ['Subtotal (including GST)', invoiceMoney(figures.subtotalPaise), false],
    // The GST is contained in the amounts above (MRP-inclusive prices), so these lines are not added to the total.
    ...figures.taxes.map((tax): [string, string, boolean] => [`${tax.label} included`, invoiceMoney(tax.paise), false]),
    ['Delivery', figures.deliveryPaise === 0 ? 'Free' : invoiceMoney(figures.deliveryPaise), false],
    ['Total (including GST)', invoiceMoney(figures.totalPaise), true],
  ];
  w.room(totals.length * LINE + 8);
  for (const [label, value, bold] of totals) {
    w.at(TOTALS_LABEL, label, { right: true, bold });
    w.at(COLUMNS.amount, value, { right: true, bold });
    w.y -= LINE;
  }
  w.y -= 4;
  w.paragraph(`Amount in words: ${figures.totalInWords}`, { bold: true });
  w.y -= 4;
  w.paragraph(invoiceText.pricesNote, { size: SIZE.small });
  w.paragraph(invoiceText.reverseCharge, { size: SIZE.small });
  if (figures.pharmacist) {
    const { name, registration, council } = figures.pharmacist;
    w.y -= 4;
    w.paragraph(
      `${invoiceText.pharmacistHeading}: ${name}${registration ? `, registration ${registration}` : ''}${council ? ` (${council})` : ''}`,
    );
  }
  w.y -= 4;
  w.paragraph(invoiceText.computerGenerated, { size: SIZE.small });

  const pages = document.getPages();
  pages.forEach((page, index) => {
    const label = `${figures.number} - Page ${index + 1} of ${pages.length}`;
    page.drawText(label, {
      x: PAGE.width - MARGIN - w.font.widthOfTextAtSize(label, SIZE.small),
      y: MARGIN / 2,
      size: SIZE.small,
      font: w.font,
    });
  });
  return document.save({ useObjectStreams: true });
}
