/**
 * The public holidays on which the pharmacy's couriers do not deliver in Delhi NCR, as data for the delivery estimate
 * (domain/delivery-estimate.ts). Source: the Government of NCT of Delhi's list of gazetted holidays for each year
 * (General Administration Department notification), which follows the Government of India's list of compulsory
 * holidays for its Delhi offices. Dates of lunar festivals move every year and are notified a few months ahead.
 *
 * 2027: only the fixed-date national holidays are listed. The lunar festival dates of 2027 (Holi, Id-ul-Fitr, Ram
 * Navami, Mahavir Jayanti, Good Friday, Buddha Purnima, Id-ul-Zuha, Muharram, Milad-un-Nabi, Janmashtami, Dussehra,
 * Diwali, Guru Nanak's Birthday) are left out until they are checked against the notified 2027 list: a missing holiday
 * makes an estimate one day early at worst, a wrong one makes it late for everybody.
 */

/** One gazetted holiday: its date in Asia/Kolkata (YYYY-MM-DD) and its name as the list gives it. */
export interface DeliveryHoliday {
  date: string;
  name: string;
}

/** Delhi gazetted public holidays of 2026 and (fixed dates only) 2027, in date order. */
export const deliveryHolidays: readonly DeliveryHoliday[] = [
  { date: '2026-01-26', name: 'Republic Day' },
  { date: '2026-03-04', name: 'Holi' },
  { date: '2026-03-21', name: 'Id-ul-Fitr' },
  { date: '2026-03-26', name: 'Ram Navami' },
  { date: '2026-03-31', name: 'Mahavir Jayanti' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-05-01', name: 'Buddha Purnima' },
  { date: '2026-05-27', name: 'Id-ul-Zuha (Bakrid)' },
  { date: '2026-06-26', name: 'Muharram' },
  { date: '2026-08-15', name: 'Independence Day' },
  { date: '2026-08-26', name: "Milad-un-Nabi (Prophet Mohammad's Birthday)" },
  { date: '2026-09-04', name: 'Janmashtami' },
  { date: '2026-10-02', name: "Mahatma Gandhi's Birthday" },
  { date: '2026-10-20', name: 'Dussehra' },
  { date: '2026-11-08', name: 'Diwali (Deepavali)' },
  { date: '2026-11-24', name: "Guru Nanak's Birthday" },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2027-01-26', name: 'Republic Day' },
  { date: '2027-08-15', name: 'Independence Day' },
  { date: '2027-10-02', name: "Mahatma Gandhi's Birthday" },
  { date: '2027-12-25', name: 'Christmas Day' },
];
