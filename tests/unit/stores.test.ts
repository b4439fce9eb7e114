import { describe, expect, it } from 'vitest';
import { servedCities } from '@domain/content/served-pin-codes';
import { deliveryState, fulfillingStoreFor, sampleStores, storeStateCode } from '@domain/stores';
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
    expect(fulfillingStoreFor({ state: 'Delhi' })).toBe('delhi');
    expect(fulfillingStoreFor({ state: 'New Delhi' })).toBe('delhi');
    expect(fulfillingStoreFor({ state: 'दिल्ली' })).toBe('delhi');
    expect(fulfillingStoreFor({ state: 'Uttar Pradesh' })).toBe('noida');
    expect(fulfillingStoreFor({ state: ' U.P. ' })).toBe('noida');
    expect(fulfillingStoreFor({ state: 'उत्तर प्रदेश' })).toBe('noida');
    expect(fulfillingStoreFor({ state: 'haryana' })).toBe('gurugram');
    expect(fulfillingStoreFor({ state: '06' })).toBe('gurugram');
  });

  it('is the store of the PIN code’s state when the PIN is one we serve, whatever state was typed', () => {
    expect(fulfillingStoreFor({ state: 'Delhi', code: '201301' })).toBe('noida');
    expect(fulfillingStoreFor({ state: 'NCR', code: '122 002' })).toBe('gurugram');
    expect(fulfillingStoreFor({ state: 'Haryana', code: '110024' })).toBe('delhi');
    // A PIN we do not serve, or none (a record from before PIN codes were checked): the typed state decides.
    expect(fulfillingStoreFor({ state: 'Haryana', code: '400001' })).toBe('gurugram');
    expect(fulfillingStoreFor({ state: 'UP', code: '' })).toBe('noida');
  });

  it('names the place of supply by the PIN code’s state, else by the typed state', () => {
    expect(deliveryState({ state: 'delhi ', code: '201306' })).toEqual({ name: 'Uttar Pradesh', stateCode: '09' });
    expect(deliveryState({ state: 'U.P.', code: '110001' })).toEqual({ name: 'Delhi', stateCode: '07' });
    expect(deliveryState({ state: ' U.P. ' })).toEqual({ name: 'U.P.', stateCode: '09' });
    expect(deliveryState({ state: 'Rajasthan', code: '302001' })).toEqual({ name: 'Rajasthan', stateCode: undefined });
  });

  it('knows every served city’s state code as the stores’ states do', () => {
    for (const city of Object.values(servedCities)) expect(storeStateCode(city.state)).toBe(city.stateCode);
  });

  it('is the default (Delhi) store for a state without a store', () => {
    expect(fulfillingStoreFor({ state: 'Rajasthan' })).toBe('delhi');
    expect(fulfillingStoreFor({ state: '' })).toBe('delhi');
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
