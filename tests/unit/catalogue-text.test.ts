import { i18n, type MessageDescriptor } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueTitle, categorySlugs, products } from '@domain/catalogue/catalogue';
import type { CatalogueId } from '@domain/catalogue/product-types';
import { categoryTitleMessage, productDetailsText } from '../../web/src/components/product/catalogue-text';
import { activateLocale } from '../../web/src/i18n/catalogs';

const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
const catalogues: CatalogueId[] = ['products', 'nutrition', ...categorySlugs];

/** The Latin words a Hindi text may keep: the units printed on packs (docs/hindi-glossary.md: numbers stay Latin). */
const UNITS = new Set(['ml', 'mg', 'g', 'gm', 'kg']);

/** The Latin words of a text, without the digits they are printed with ('100ml' → 'ml'). */
const latinWords = (text: string) => (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !UNITS.has(word));

describe('catalogue texts in English (the spec text, unchanged)', () => {
  it('shows every product’s details exactly as the catalogue writes them', () => {
    for (const product of products) {
      if (product.details) expect(productDetailsText(product.details, false, translate)).toBe(product.details);
    }
  });

  it('titles every catalogue as domain/catalogue does', () => {
    for (const id of catalogues) expect(i18n._(categoryTitleMessage(id))).toBe(catalogueTitle(id));
  });
});

describe('catalogue texts in Hindi', () => {
  beforeEach(() => activateLocale('hi'));

  it('writes pack details in Hindi: form, then the pack after its amount', () => {
    expect(productDetailsText('Form-Tab, strip of 15', true, translate)).toBe('टैबलेट, 15 की पट्टी');
    expect(productDetailsText('Form-Syrup, bottle of 100ml', true, translate)).toBe('सिरप, 100ml की बोतल');
    expect(productDetailsText('Form-Juice, bottle of 1 litre', true, translate)).toBe('जूस, 1 लीटर की बोतल');
    expect(productDetailsText('Form-Tea, box of 25 bags', true, translate)).toBe('चाय, 25 टी-बैग का डिब्बा');
    expect(productDetailsText('Form-Kit, gift box', true, translate)).toBe('किट, गिफ़्ट बॉक्स');
  });

  it('leaves no English word in any product’s Hindi details, only units, and keeps the amount', () => {
    for (const product of products) {
      if (!product.details) continue;
      const hindi = productDetailsText(product.details, true, translate);
      expect(latinWords(hindi), `${product.id}: ${hindi}`).toEqual([]);
      expect(hindi, product.id).toMatch(/[\u0900-\u097F]/);
      expect(hindi, product.id).not.toMatch(/[{}]/);
      for (const number of product.details.match(/\d[\d.]*/g) ?? []) expect(hindi, product.id).toContain(number);
    }
  });

  it('titles every catalogue in Hindi, without English words', () => {
    expect(i18n._(categoryTitleMessage('baby-care'))).toBe('बेबी केयर');
    expect(i18n._(categoryTitleMessage('prescription'))).toBe('पर्चे वाली दवाइयाँ');
    for (const id of catalogues) {
      const title = i18n._(categoryTitleMessage(id));
      expect(latinWords(title), `${id}: ${title}`).toEqual([]);
    }
  });
});
