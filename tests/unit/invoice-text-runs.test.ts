import { describe, expect, it } from 'vitest';
import { textRuns, type ScriptCoverage } from '../../functions/invoice/text-runs';

const isDevanagari = (codePoint: number) => codePoint >= 0x0900 && codePoint <= 0x097f;
/**
 * The coverage of the invoice's fonts as measured with fontkit: Noto Sans has Latin, digits, punctuation and ₹ but no
 * Devanagari; Noto Sans Devanagari has Devanagari, digits, space, common punctuation, ZWJ/ZWNJ and ₹ but no Latin letters.
 */
const coverage: ScriptCoverage = {
  latin: (codePoint) => !isDevanagari(codePoint) && codePoint !== 0x4e2d, // 中: in neither font
  devanagari: (codePoint) => isDevanagari(codePoint) || /[\d ,.()%₹\-\u200C\u200D]/u.test(String.fromCodePoint(codePoint)),
};

describe('textRuns (invoice text split by script)', () => {
  it('keeps a Hindi product name with its digits one Devanagari run, so it shapes as one', () => {
    expect(textRuns('डोलो 650 टैबलेट', coverage)).toEqual([{ script: 'devanagari', text: 'डोलो 650 टैबलेट' }]);
  });

  it('gives an amount and English text the Latin font', () => {
    expect(textRuns('Total ₹1,23,456.00', coverage)).toEqual([{ script: 'latin', text: 'Total ₹1,23,456.00' }]);
  });

  it('splits mixed text where the script changes; neutral characters stay with the run before them', () => {
    expect(textRuns('मीरा नायर (Meera Nair), 2 क्रोसिन', coverage)).toEqual([
      { script: 'devanagari', text: 'मीरा नायर (' },
      { script: 'latin', text: 'Meera Nair), 2 ' },
      { script: 'devanagari', text: 'क्रोसिन' },
    ]);
  });

  it('gives a neutral character the Devanagari run lacks to the Latin font', () => {
    expect(textRuns('पुदीन हरा; Tower', coverage)).toEqual([
      { script: 'devanagari', text: 'पुदीन हरा' },
      { script: 'latin', text: '; Tower' },
    ]);
  });

  it('prints a character neither font has as "?", and a control character as a space', () => {
    expect(textRuns('A中\tहरा', coverage)).toEqual([
      { script: 'latin', text: 'A? ' },
      { script: 'devanagari', text: 'हरा' },
    ]);
  });

  it('normalises to NFC first (a letter typed with a separate accent is one character), and gives nothing for ""', () => {
    expect(textRuns('Cafe\u0301', coverage)).toEqual([{ script: 'latin', text: 'Caf\u00e9' }]);
    expect(textRuns('', coverage)).toEqual([]);
  });
});
