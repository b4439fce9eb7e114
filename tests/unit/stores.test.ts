import { describe, expect, it } from 'vitest';
import { fulfillingStoreFor, sampleStores, storeStateCode } from '@domain/stores';
import { readStores } from '@contracts/deployment/seller-settings';

/** GSTIN check character (CBIC's mod-36 scheme), to prove the samples are format-valid. */
function gstinCheck(first14: string): string {
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let sum = 0;
  for (const [index, char] of [...first14].entries()) {
    const product = chars.indexOf(char) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return chars[(36 - (sum % 36)) % 36]!;
}

describe('the store that fulfils an order', () => {
  it('is the store in the delivery state, however the state is typed', () => {
    expect(fulfillingStoreFor('Delhi')).toBe('delhi');
    expect(fulfillingStoreFor('New Delhi')).toBe('delhi');
    expect(fulfillingStoreFor('दिल्ली')).toBe('delhi');
    expect(fulfillingStoreFor('Uttar Pradesh')).toBe('noida');
    expect(fulfillingStoreFor(' U.P. ')).toBe('noida');
    expect(fulfillingStoreFor('उत्तर प्रदेश')).toBe('noida');
    expect(fulfillingStoreFor('haryana')).toBe('gurugram');
    expect(fulfillingStoreFor('06')).toBe('gurugram');
  });

  it('is the default (Delhi) store for a state without a store', () => {
    expect(fulfillingStoreFor('Rajasthan')).toBe('delhi');
    expect(fulfillingStoreFor('')).toBe('delhi');
    expect(storeStateCode('Rajasthan')).toBeUndefined();
  });

  it('has sample GSTINs that are format-valid, start with the store state code and are marked as samples elsewhere', () => {
    for (const store of sampleStores) {
      expect(store.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
      expect(store.gstin.slice(0, 2)).toBe(store.stateCode);
      expect(store.gstin.at(-1)).toBe(gstinCheck(store.gstin.slice(0, 14)));
      expect(store.address[0]).toMatch(/^SAMPLE/);
      expect(store.drugLicences.every((licence) => licence.includes('SAMPLE'))).toBe(true);
    }
    expect(sampleStores.map((store) => store.stateCode)).toEqual(['07', '09', '06']);
  });

  it('reads MEDVIKA_STORES over the samples, refusing a GSTIN of another state or an unknown store', () => {
    expect(readStores({})).toBe(sampleStores);
    const stores = readStores({ MEDVIKA_STORES: JSON.stringify({ noida: { gstin: '09ABCDE1234F1ZY', drugLicences: ['Form 20: X'] } }) });
    expect(stores.find((store) => store.id === 'noida')).toMatchObject({
      gstin: '09ABCDE1234F1ZY',
      drugLicences: ['Form 20: X'],
      stateCode: '09',
    });
    expect(stores.find((store) => store.id === 'delhi')).toEqual(sampleStores[0]);
    expect(() => readStores({ MEDVIKA_STORES: JSON.stringify({ noida: { gstin: '07ABCDE1234F1ZY' } }) })).toThrow(/state code/);
    expect(() => readStores({ MEDVIKA_STORES: JSON.stringify({ jaipur: {} }) })).toThrow(/malformed/);
    expect(() => readStores({ MEDVIKA_STORES: '{' })).toThrow(/not JSON/);
  });
});
