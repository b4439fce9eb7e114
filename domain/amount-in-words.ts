/**
 * An amount of money in English words with Indian numbering (thousand, lakh = 1,00,000, crore = 1,00,00,000), as
 * invoices in India write their total: 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise
 * Only'. Pure. Hand-written because no maintained library in the project does Indian numbering (it is a few lines).
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1–99 in words, tens and ones joined by a hyphen: 'Twenty-Three'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${ones ? `-${ONES[ones] ?? ''}` : ''}`;
}

/** 1–999 in words: 'Four Hundred Fifty-Six' (no 'and', as Indian invoices write it). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/**
 * A whole number in words with Indian grouping: crores, lakhs, thousands, then the last three digits. Crores above 99
 * are themselves written in Indian numbering ('One Lakh Crore').
 * @param n a non-negative safe integer
 */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return ONES[0];
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor(n / 100_000) % 100;
  const thousands = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  return [
    crores ? `${indianNumberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount in paise as words: 'Rupees Zero Only' (0), 'Rupees Zero and One Paisa Only' (1),
 * 'Rupees One Lakh Only' (1,00,000.00), 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only'.
 * @param paise a non-negative whole number of paise (domain/money.ts)
 * @throws RangeError for a negative, fractional or unsafe amount (a programming error)
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest === 0 ? '' : ` and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}`;
  return `Rupees ${indianNumberInWords(rupees)}${paiseWords} Only`;
}
