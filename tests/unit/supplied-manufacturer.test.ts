import { describe, expect, it } from 'vitest';
import { manufacturerRecordedAtPacking, suppliedManufacturer } from '@domain/catalogue/supplied-manufacturer';

describe('manufacturerRecordedAtPacking (Drugs Rules 1945, r.65(3)(1)(f): Schedule H supplies name their maker)', () => {
  it('asks for the maker of a generic Schedule H medicine, and of one whose composition is unknown', () => {
    expect(manufacturerRecordedAtPacking('products-pantoprazole-40-tab-15')).toBe(true);
    expect(manufacturerRecordedAtPacking('products-amoxicillin-500-cap-10')).toBe(true);
    expect(manufacturerRecordedAtPacking('products-montelukast-levocetirizine-tab-10')).toBe(true);
  });

  it('takes a branded medicine’s maker from the catalogue, and asks nothing of an OTC or unknown product', () => {
    expect(manufacturerRecordedAtPacking('products-pan-40-tab-15')).toBe(false); // Schedule H, Alkem
    expect(manufacturerRecordedAtPacking('prescription-taxim-o-200-tab-10')).toBe(false); // Schedule H1, Alkem
    expect(manufacturerRecordedAtPacking('products-paracetamol-500-tab-10')).toBe(false); // OTC generic
    expect(manufacturerRecordedAtPacking('personal-dettol-original-soap-125g')).toBe(false);
    expect(manufacturerRecordedAtPacking('no-such-product')).toBe(false);
    expect(manufacturerRecordedAtPacking('constructor')).toBe(false);
  });
});

describe('suppliedManufacturer', () => {
  it('names the maker recorded at packing first, then the catalogue’s, else none', () => {
    expect(suppliedManufacturer('products-pantoprazole-40-tab-15', { manufacturer: 'Cadila' })).toBe('Cadila');
    expect(suppliedManufacturer('products-pantoprazole-40-tab-15', {})).toBeUndefined();
    expect(suppliedManufacturer('products-pantoprazole-40-tab-15')).toBeUndefined();
    expect(suppliedManufacturer('products-pan-40-tab-15')).toBe('Alkem');
    expect(suppliedManufacturer('products-pan-40-tab-15', { manufacturer: '' })).toBe('Alkem');
  });
});
