import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from '@domain/amount-in-words';

describe('amount in words (Indian numbering)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paisa Only'],
    [100, 'Rupees One Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [999_999_999, 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [12_345_650, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only'],
    [1_100_011, 'Rupees Eleven Thousand and Eleven Paise Only'],
    [20_000_700, 'Rupees Two Lakh Seven Only'],
  ])('writes %i paise as %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('groups crores above 99 in Indian numbering too', () => {
    expect(indianNumberInWords(1_00_000_00_00_000)).toBe('One Lakh Crore');
    expect(indianNumberInWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
  });

  it('refuses an amount that is not whole non-negative paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
