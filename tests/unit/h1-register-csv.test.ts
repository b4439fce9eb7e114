import { describe, expect, it } from 'vitest';
import { h1RegisterCsv, h1RegisterRows } from '../../functions/staff-api/h1-register-view';
import { h1RegisterEntry } from '../support/fixtures';

describe('the H1 register export (h1RegisterCsv)', () => {
  it('numbers the rows, writes the date of supply in India time and the expiry as the page does', () => {
    const rows = h1RegisterRows([
      h1RegisterEntry(),
      h1RegisterEntry({ reference: 'ORD-20261201-8M4G0RBZ', dispatchedAt: '2026-12-01T06:35:00.000Z' }),
    ]);
    // 20:10 UTC on 30 Nov is 01:40 on 1 Dec in India, the day the register files it under.
    expect(rows[0]).toEqual([
      1,
      '01-12-2026 01:40',
      'ORD-20261201-7K3F9QAZ',
      'Ravi Kumar',
      'C-4, Hauz Khas, New Delhi, Delhi 110016',
      'Dr Kavita Rao',
      'DMC/R/20417',
      'Rao Clinic, Saket, New Delhi',
      'Taxim-O 200 Tablet',
      2,
      'TXO2417A',
      'Oct 2027',
      'Dr Ritu Sharma',
      'Delhi Pharmacy Council DPC-12345',
    ]);
    expect(rows[1]!.slice(0, 3)).toEqual([2, '01-12-2026 12:05', 'ORD-20261201-8M4G0RBZ']);
  });

  it('says "Not recorded" where the page does: no prescriber, no prescriber’s address, no batch', () => {
    const [row] = h1RegisterRows([
      h1RegisterEntry({ prescriberName: '', prescriberRegistration: '', prescriberAddress: '', batch: '', expiry: '' }),
    ]);
    expect(row!.slice(5, 8)).toEqual(['Not recorded', '', 'Not recorded']);
    expect(row!.slice(10, 12)).toEqual(['Not recorded', '']);
  });

  it('is a CSV file with a byte-order mark, the header and CRLF line ends, quoting cells with commas', () => {
    // ignoreBOM keeps the mark in the text (a plain decode would drop it silently).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(h1RegisterCsv([h1RegisterEntry()]));
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines).toEqual([
      'S. No.,Date of supply (IST),Order,Patient name,Patient address,Prescriber,Prescriber registration,Prescriber address,Medicine,Quantity,Batch,Expiry,Verifying pharmacist,Pharmacist registration',
      '1,01-12-2026 01:40,ORD-20261201-7K3F9QAZ,Ravi Kumar,"C-4, Hauz Khas, New Delhi, Delhi 110016",Dr Kavita Rao,DMC/R/20417,"Rao Clinic, Saket, New Delhi",Taxim-O 200 Tablet,2,TXO2417A,Oct 2027,Dr Ritu Sharma,Delhi Pharmacy Council DPC-12345',
    ]);
  });
});
