import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read back with pdfjs-dist (the viewer the staff console uses): its page count and each page's text. */
export interface PdfText {
  pages: number;
  /** Each page's text items joined by single spaces, in reading order. */
  pageTexts: string[];
  /** Every page's text, joined. */
  text: string;
}

/**
 * Parses a PDF file's bytes with pdfjs-dist (Node legacy build, no worker file needed) and extracts its text, so tests
 * assert what a reader sees rather than what the writer meant to draw.
 * @throws pdfjs's errors for bytes that are not a PDF
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdfjs takes ownership of (detaches) the buffer it is given: pass a copy.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  const pageTexts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pageTexts.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((text) => text.trim() !== '')
        .join(' '),
    );
  }
  await task.destroy();
  return { pages: pageTexts.length, pageTexts, text: pageTexts.join('\n') };
}
