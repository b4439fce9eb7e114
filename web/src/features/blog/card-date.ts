const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Machine-readable form of a fixed card date (spec §2: strings such as 'February 9, 2024'), for
 * `<time dateTime>`.
 * @param cardDate 'Month D, YYYY' in English
 * @returns 'YYYY-MM-DD', or undefined when the text is not in that form
 */
export function cardDateTime(cardDate: string): string | undefined {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(cardDate.trim());
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[1]!);
  if (month < 0) return undefined;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}
