/**
 * Renders a tax invoice (domain/invoice.ts InvoiceFigures) as an A4 PDF with pdf-lib. Pure apart from pdf-lib and
 * reading its font files: no other I/O.
 *
 * Fonts: Noto Sans (Latin, digits, ₹ U+20B9) and Noto Sans Devanagari, regular and bold, embedded as subsets (only the
 * glyphs drawn) through @pdf-lib/fontkit, so amounts print with formatMoney's ₹ and a name typed in Hindi prints in
 * Hindi. A PDF text run has one font, so every string is split into runs by script (text-runs.ts) and each run drawn
 * and measured with its font. fontkit shapes each run before it is drawn (Devanagari conjuncts, reph, the i-matra
 * placed before its consonant); pdf-lib then draws the shaped glyphs at their advance widths, without the font's
 * mark positioning (GPOS), which Noto's default mark placement makes good enough to read
 * (docs/architecture/flows.md "Invoice fonts"). The font files (OFL-1.1, fonts/OFL.txt) are read from `fonts/` beside
 * this module, which infra/constructs/api.ts copies beside the invoice functions' bundle.
 */
import type { InvoiceFigures } from '@domain/invoice';
import { invoiceText } from '@domain/invoice';
import { formatMoney } from '@domain/money';
import { readFile } from 'node:fs/promises';
// @pdf-lib/fontkit 1.1.1 compiled its Indic syllable state machine (Devanagari shaping) with Babel's regenerator
// transform and does not ship the runtime: this sets the `regeneratorRuntime` global it expects.
import 'regenerator-runtime/runtime.js';
import { textRuns, type RunScript, type ScriptCoverage, type TextRun } from './text-runs';

type PdfLib = typeof import('pdf-lib');
type PDFFont = import('pdf-lib').PDFFont;
type PDFPage = import('pdf-lib').PDFPage;
type Weight = 'regular' | 'bold';

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
 * Sized for the table's 8-point text: an amount up to '₹9,99,999.99' fits its column.
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

/** The embedded font files by weight and script, in `fonts/` (Noto Sans 2.004, Noto Sans Devanagari 2.001). */
const FONT_FILES: Readonly<Record<Weight, Readonly<Record<RunScript, string>>>> = {
  regular: { latin: 'NotoSans-Regular.ttf', devanagari: 'NotoSansDevanagari-Regular.ttf' },
  bold: { latin: 'NotoSans-Bold.ttf', devanagari: 'NotoSansDevanagari-Bold.ttf' },
};

/** pdf-lib and fontkit, imported on first use so a cold start of a function that never renders an invoice does not load them. */
let pdfLib: Promise<PdfLib> | undefined;
const loadPdfLib = () => (pdfLib ??= import('pdf-lib'));
type Fontkit = Parameters<import('pdf-lib').PDFDocument['registerFontkit']>[0];
let fontkit: Promise<Fontkit> | undefined;
/**
 * fontkit, with each font file parsed once per process: pdf-lib parses the bytes it is given for every document, and
 * parsing Noto Sans (its layout tables above all) costs more than drawing a whole invoice. A parsed font is safe to
 * share: each document takes its own subset of it.
 */
const loadFontkit = () =>
  (fontkit ??= import('@pdf-lib/fontkit').then(({ default: kit }) => {
    const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
    return {
      create(bytes: Uint8Array, postscriptName?: string) {
        const font = parsed.get(bytes) ?? kit.create(bytes, postscriptName);
        parsed.set(bytes, font);
        return font;
      },
    };
  }));

/**
 * The four font files' bytes (about 1.5 MB), read once per process. Their URL is relative to this module: in the
 * repository (tsx, vitest) `functions/invoice/fonts/`, in a Lambda bundle `fonts/` beside its index.mjs.
 */
let fontFiles: Promise<Record<Weight, Record<RunScript, Uint8Array>>> | undefined;
const readFontFiles = () =>
  (fontFiles ??= (async () => {
    const read = (file: string) => readFile(new URL(`./fonts/${file}`, import.meta.url));
    const [regularLatin, regularDevanagari, boldLatin, boldDevanagari] = await Promise.all([
      read(FONT_FILES.regular.latin),
      read(FONT_FILES.regular.devanagari),
      read(FONT_FILES.bold.latin),
      read(FONT_FILES.bold.devanagari),
    ]);
    return {
      regular: { latin: regularLatin, devanagari: regularDevanagari },
      bold: { latin: boldLatin, devanagari: boldDevanagari },
    };
  })());

/** One weight's two embedded fonts and which code points each has. */
interface FontPair {
  fonts: Readonly<Record<RunScript, PDFFont>>;
  coverage: ScriptCoverage;
}

/** Embeds one weight's Latin and Devanagari fonts as subsets (glyphs drawn only) and reads their code point coverage. */
async function embedPair(document: import('pdf-lib').PDFDocument, bytes: Record<RunScript, Uint8Array>): Promise<FontPair> {
  const latin = await document.embedFont(bytes.latin, { subset: true });
  const devanagari = await document.embedFont(bytes.devanagari, { subset: true });
  const latinSet = new Set(latin.getCharacterSet());
  const devanagariSet = new Set(devanagari.getCharacterSet());
  return {
    fonts: { latin, devanagari },
    coverage: { latin: (codePoint) => latinSet.has(codePoint), devanagari: (codePoint) => devanagariSet.has(codePoint) },
  };
}

/** Control characters, which wrapping treats as spaces (text-runs.ts draws each as a space). */
const BREAKS = /[\s\p{Cc}]+/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Draws text top-down across pages: a cursor that adds a page (with the table header again, if asked) when full. */
class Writer {
  page: PDFPage;
  y: number;
  onNewPage?: () => void;

  constructor(
    private readonly lib: PdfLib,
    private readonly document: import('pdf-lib').PDFDocument,
    private readonly pairs: Readonly<Record<Weight, FontPair>>,
  ) {
    this.page = document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** Widths at 1 point of text already measured, by font: shaping a run is the costly part of drawing it. */
  private readonly measured = new Map<PDFFont, Map<string, number>>();

  private runs(text: string, bold: boolean): { run: TextRun; font: PDFFont; width: (size: number) => number }[] {
    const pair = this.pairs[bold ? 'bold' : 'regular'];
    return textRuns(text, pair.coverage).map((run) => {
      const font = pair.fonts[run.script];
      let widths = this.measured.get(font);
      if (!widths) this.measured.set(font, (widths = new Map()));
      let unit = widths.get(run.text);
      if (unit === undefined) widths.set(run.text, (unit = font.widthOfTextAtSize(run.text, 1)));
      return { run, font, width: (size: number) => unit * size };
    });
  }

  /** The width of `text` at `size`, points: the sum of its runs' shaped widths. */
  width(text: string, size: number, bold = false): number {
    return this.runs(text, bold).reduce((sum, { width }) => sum + width(size), 0);
  }

  /** Ensures `height` points are free above the footer, else starts a new page. */
  room(height: number): void {
    if (this.y - height >= MARGIN + FOOTER) return;
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    this.onNewPage?.();
  }

  /**
   * Splits `text` into lines no wider than `width` points at `size`: by words, and a word longer than a line is cut
   * between grapheme clusters (never inside a letter with its marks).
   */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    // Words are measured one by one and added up with the space between them (kerning across a space is nil), so a
    // long text is shaped word by word once rather than line by line for every word added.
    const space = this.width(' ', size, bold);
    const lines: string[] = [];
    let current = '';
    let currentWidth = 0;
    for (const word of text.normalize('NFC').split(BREAKS).filter(Boolean)) {
      const wordWidth = this.width(word, size, bold);
      if (current && currentWidth + space + wordWidth <= width) {
        current += ` ${word}`;
        currentWidth += space + wordWidth;
        continue;
      }
      if (current) lines.push(current);
      [current, currentWidth] = [word, wordWidth];
      if (wordWidth <= width) continue;
      current = '';
      for (const { segment } of graphemes.segment(word)) {
        if (current && this.width(current + segment, size, bold) > width) {
          lines.push(current);
          current = '';
        }
        current += segment;
      }
      currentWidth = this.width(current, size, bold);
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [''];
  }

  /** Draws one line on `page` at (x, baseline y), run by run, each with its script's font. */
  draw(page: PDFPage, x: number, y: number, text: string, size: number, bold: boolean): void {
    let left = x;
    for (const { run, font, width } of this.runs(text, bold)) {
      page.drawText(run.text, { x: left, y, size, font, color: this.lib.rgb(0.1, 0.1, 0.1) });
      left += width(size);
    }
  }

  /** Draws one line at x (left-aligned, or right-aligned ending at x), without moving the cursor. */
  at(x: number, text: string, { size = SIZE.body, bold = false, right = false } = {}): void {
    const left = right ? x - this.width(text, size, bold) : x;
    this.draw(this.page, left, this.y - size, text, size, bold);
  }

  /** Draws wrapped lines at the left margin and moves the cursor below them. */
  paragraph(text: string, { size = SIZE.body, bold = false, width = PAGE.width - 2 * MARGIN } = {}): void {
    for (const line of this.wrap(text, width, size, bold)) {
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
 * charge, each line's batch and expiry once packed, the prescriber (name, registration, address) and the verifying
 * pharmacist (prescription-only items) and "Page i of n" on every page. Amounts through
 * domain/money.ts formatMoney ('₹1,23,456.00'), so they read as on the order and /track; names and addresses in
 * any mix of Latin and Devanagari (a character neither font has prints as '?').
 * @returns the PDF file's bytes
 * @throws the file system's error when the font files are missing (a bundle built without them)
 */
export async function renderInvoicePdf(figures: InvoiceFigures): Promise<Uint8Array> {
  const lib = await loadPdfLib();
  const document = await lib.PDFDocument.create();
  document.setTitle(`${invoiceText.title} ${figures.number}`);
  document.setAuthor(figures.seller.name);
  document.setCreationDate(new Date(figures.issuedAt));
  document.setModificationDate(new Date(figures.issuedAt));
  const [kit, files] = await Promise.all([loadFontkit(), readFontFiles()]);
  document.registerFontkit(kit);
  const w = new Writer(lib, document, { regular: await embedPair(document, files.regular), bold: await embedPair(document, files.bold) });

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
    // The manufacturer, batch and expiry printed under the name (a pharmacy's bill names them: Drugs Rules 1945, Rule 65).
    const nameLines = [
      ...w.wrap(line.name, ITEM_WIDTH, SIZE.small),
      ...(line.manufacturer ? w.wrap(invoiceText.manufacturerLine(line.manufacturer), ITEM_WIDTH, SIZE.small) : []),
      ...(line.batch && line.expiry ? w.wrap(invoiceText.batchLine(line.batch, line.expiry), ITEM_WIDTH, SIZE.small) : []),
    ];
    w.room(nameLines.length * LINE);
    w.at(COLUMNS.hsn, line.hsn, { size: SIZE.small });
    w.at(COLUMNS.quantity, String(line.quantity), cell);
    w.at(COLUMNS.unitPrice, formatMoney(line.unitPricePaise), cell);
    w.at(COLUMNS.taxable, formatMoney(line.taxableValuePaise), cell);
    w.at(COLUMNS.rate, `${line.gstRatePercent}%`, cell);
    if (figures.intraState) {
      w.at(COLUMNS.cgst, formatMoney(line.cgstPaise), cell);
      w.at(COLUMNS.sgst, formatMoney(line.sgstPaise), cell);
    } else {
      w.at(COLUMNS.sgst, formatMoney(line.igstPaise), cell);
    }
    w.at(COLUMNS.amount, formatMoney(line.amountPaise), cell);
    for (const nameLine of nameLines) {
      w.at(COLUMNS.item, nameLine, { size: SIZE.small });
      w.y -= LINE;
    }
  }
  w.onNewPage = undefined;
  w.rule();

  const totals: [string, string, boolean][] = [
    ['Subtotal (including GST)', formatMoney(figures.subtotalPaise), false],
    // The GST is contained in the amounts above (MRP-inclusive prices), so these lines are not added to the total.
    ...figures.taxes.map((tax): [string, string, boolean] => [`${tax.label} included`, formatMoney(tax.paise), false]),
    ['Delivery', figures.deliveryPaise === 0 ? 'Free' : formatMoney(figures.deliveryPaise), false],
    ['Total (including GST)', formatMoney(figures.totalPaise), true],
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
  if (figures.prescriber) {
    // Drugs Rules, 1945, r.65: the cash memo of a prescription supply names the prescriber; with their address when recorded.
    const { name, registration, address } = figures.prescriber;
    w.y -= 4;
    w.paragraph(
      `${invoiceText.prescriberHeading}: ${name}${registration ? `, registration ${registration}` : ''}${address ? `, ${address}` : ''}`,
    );
  }
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
    w.draw(page, PAGE.width - MARGIN - w.width(label, SIZE.small), MARGIN / 2, label, SIZE.small, false);
  });
  return document.save({ useObjectStreams: true });
}
