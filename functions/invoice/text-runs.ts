/**
 * Splitting a line of invoice text into runs by script, so that each run is drawn with a font that has its glyphs: the
 * invoice embeds Noto Sans (Latin, digits, ₹) and Noto Sans Devanagari (Devanagari, digits, ₹ and common punctuation,
 * but no Latin letters), and a PDF text run has one font. Pure: the fonts' coverage is passed in.
 */

/** The font family a run is drawn with. */
export type RunScript = 'latin' | 'devanagari';

/** A stretch of text drawn with one font. */
export interface TextRun {
  readonly script: RunScript;
  readonly text: string;
}

/** Whether each font has a glyph for a code point (fontkit's `hasGlyphForCodePoint` of the embedded fonts). */
export type ScriptCoverage = Readonly<Record<RunScript, (codePoint: number) => boolean>>;

/** Devanagari (U+0900–U+097F), Vedic Extensions (U+1CD0–U+1CFF) and Devanagari Extended (U+A8E0–U+A8FF). */
const isDevanagari = (codePoint: number) =>
  (codePoint >= 0x0900 && codePoint <= 0x097f) ||
  (codePoint >= 0x1cd0 && codePoint <= 0x1cff) ||
  (codePoint >= 0xa8e0 && codePoint <= 0xa8ff);
/** Letters and combining marks of any other script: they need the Latin font (or, lacking a glyph, a '?'). */
const OTHER_LETTER = /[\p{L}\p{M}]/u;
/** Control characters (C0, DEL, C1): never drawn, each becomes a space. */
const CONTROL = /\p{Cc}/u;

/**
 * Splits `text` (NFC-normalised first) into runs by script. A Devanagari character starts or continues a Devanagari
 * run; a letter of another script a Latin run; a character of neither kind (space, digit, punctuation, ₹, the joiners
 * ZWJ/ZWNJ) stays in the run it follows when that run's font has it, so "डोलो 650 टैबलेट" is one run and shapes as one
 * line, and otherwise goes to the Latin font. A character the chosen font lacks goes to the other font if that has it,
 * else prints as '?' (the invoice is still issued, with a visible mark where a character could not be printed).
 * Control characters become spaces.
 * @param text any text; `coverage` the two fonts' glyph coverage
 * @returns the runs in logical order, adjacent runs of different scripts; [] for ''
 */
export function textRuns(text: string, coverage: ScriptCoverage): TextRun[] {
  const runs: { script: RunScript; text: string }[] = [];
  for (const raw of Array.from(text.normalize('NFC'))) {
    let char = CONTROL.test(raw) ? ' ' : raw;
    const codePoint = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    let script: RunScript;
    if (isDevanagari(codePoint)) script = 'devanagari';
    else if (OTHER_LETTER.test(char)) script = 'latin';
    else script = current?.script === 'devanagari' && coverage.devanagari(codePoint) ? 'devanagari' : 'latin';
    if (!coverage[script](codePoint)) {
      const other: RunScript = script === 'latin' ? 'devanagari' : 'latin';
      if (coverage[other](codePoint)) script = other;
      else [char, script] = ['?', 'latin'];
    }
    if (current?.script === script) current.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
