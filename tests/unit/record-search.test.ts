import { describe, expect, it } from 'vitest';
import {
  emailTerm,
  isCurrentMatch,
  nameWords,
  parseSearch,
  phoneTerm,
  referenceTerm,
  searchItemsOf,
  searchKeyOf,
  SearchTextError,
} from '../../functions/data/record-search';

describe('search term normaliser', () => {
  it('splits a name into lower-case words without Latin accents, keeping Devanagari whole', () => {
    expect(nameWords('  Priya  SHARMA-Rao ')).toEqual(['priya', 'sharma', 'rao']);
    expect(nameWords('José Nuñez')).toEqual(['jose', 'nunez']);
    expect(nameWords("D'Souza, A.")).toEqual(['d', 'souza', 'a']);
    expect(nameWords('प्रिया शर्मा')).toEqual(['प्रिया', 'शर्मा']);
    expect(nameWords('   ')).toEqual([]);
  });

  it('reduces a phone in any written form to its last 10 digits, reversed', () => {
    const term = phoneTerm('9876543210');
    expect(term).toBe('0123456789');
    for (const written of ['+91 98765 43210', '098765-43210', '(+91) 98765.43210', '919876543210']) expect(phoneTerm(written)).toBe(term);
    expect(phoneTerm('no digits')).toBeUndefined();
  });

  it('lower-cases e-mails and upper-cases references', () => {
    expect(emailTerm(' Priya@Example.IN ')).toBe('priya@example.in');
    expect(referenceTerm('rx-2026')).toBe('RX-2026');
  });
});

describe('parseSearch', () => {
  it('tells e-mails, references, phones and names apart', () => {
    expect(parseSearch('priya@example.in')).toEqual({ field: 'email', terms: ['priya@example.in'] });
    expect(parseSearch('rx-2026')).toEqual({ field: 'reference', terms: ['RX-2026'] });
    expect(parseSearch('ORD-20261120')).toEqual({ field: 'reference', terms: ['ORD-20261120'] });
    expect(parseSearch('+91 98765 43210')).toEqual({ field: 'phone', terms: ['0123456789'] });
    expect(parseSearch('43210')).toEqual({ field: 'phone', terms: ['01234'] });
    expect(parseSearch('priya sh')).toEqual({ field: 'name', terms: ['priya', 'sh'], phrase: 'priya sh' });
    expect(parseSearch('Priya')).toEqual({ field: 'name', terms: ['priya'] });
    expect(parseSearch('rxana')).toMatchObject({ field: 'name' });
  });

  it('refuses a phone of under 4 digits and a name with no 2-letter word', () => {
    expect(() => parseSearch('321')).toThrow(SearchTextError);
    expect(() => parseSearch('a b')).toThrow(SearchTextError);
  });
});

describe('search items', () => {
  const record = {
    pk: 'ORDER#ORD-20261120-ABCD',
    sk: 'RECORD',
    kind: 'order',
    reference: 'ORD-20261120-ABCD',
    createdAt: '2026-11-20T10:00:00.000Z',
    name: 'Priya Sharma',
    phone: '+91 98765 43210',
    email: 'Priya@Example.in',
    address: 'Flat 1',
    expiresAt: 1234,
  };

  it('holds one item per filled slot, keyed by bucket, with no other personal data and no listing key', () => {
    const items = searchItemsOf(record);
    expect(items.map((item) => item.sk)).toEqual([
      'SEARCH#name#0',
      'SEARCH#name#1',
      'SEARCH#fullName',
      'SEARCH#phone',
      'SEARCH#email',
      'SEARCH#reference',
    ]);
    expect(items[0]).toEqual({
      pk: record.pk,
      sk: 'SEARCH#name#0',
      searchKey: 'order#name#pr',
      searchTerm: 'priya#2026-11-20T10:00:00.000Z',
      createdAt: record.createdAt,
      expiresAt: 1234,
    });
    expect(searchKeyOf('order', 'phone', '0123456789')).toBe('order#phone#01');
    expect(JSON.stringify(items)).not.toContain('Flat 1');
    for (const item of items) expect(Object.keys(item)).not.toEqual(expect.arrayContaining(['kind']));
    for (const item of items) expect(item).not.toHaveProperty('reference');
  });

  it("indexes a message's mobile number as its phone", () => {
    const message = { ...record, pk: 'MESSAGE#MSG-1', kind: 'message', phone: undefined, mobile: '98765 43210' };
    expect(searchItemsOf(message).find((item) => item.sk === 'SEARCH#phone')).toMatchObject({
      searchKey: 'message#phone#01',
      searchTerm: `0123456789#${record.createdAt}`,
    });
  });

  it('accepts a match only while the record still holds the term', () => {
    const match = { pk: record.pk, reference: record.reference, createdAt: record.createdAt };
    const query = parseSearch('sharma');
    expect(isCurrentMatch(record, match, query)).toBe(true);
    expect(isCurrentMatch({ ...record, name: 'Priya Verma' }, match, query)).toBe(false);
    expect(isCurrentMatch({ ...record, createdAt: '2020-01-01T00:00:00.000Z' }, match, query)).toBe(false);
    expect(isCurrentMatch(undefined, match, query)).toBe(false);
  });
});
