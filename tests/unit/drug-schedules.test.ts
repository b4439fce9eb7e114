import { describe, expect, it } from 'vitest';
import { productById, products } from '@domain/catalogue/catalogue';
import { productSchedules, scheduleNeedsPrescription, scheduleOf, scheduleOrderable } from '@domain/catalogue/schedules';
import { catalogueScheduleSources, scheduleSources } from '@domain/catalogue/schedule-sources';

/** The catalogues that list medicines: each of their products is cited one by one. */
const MEDICINE_CATALOGUES = new Set(['products', 'prescription']);

describe('drug schedules (domain/catalogue/schedules.ts)', () => {
  it('needs a prescription for H, H1 and X only, and refuses only X online', () => {
    expect((['OTC', 'G', 'H', 'H1', 'X'] as const).filter(scheduleNeedsPrescription)).toEqual(['H', 'H1', 'X']);
    expect((['OTC', 'G', 'H', 'H1', 'X'] as const).filter((schedule) => !scheduleOrderable(schedule))).toEqual(['X']);
  });

  it('gives no product a prescription flag that disagrees with its schedule', () => {
    const disagree = products.filter((item) => item.requiresPrescription !== scheduleNeedsPrescription(item.schedule));
    expect(disagree.map((item) => item.id)).toEqual([]);
    expect(products.every((item) => item.schedule === scheduleOf(item))).toBe(true);
  });

  it('cites a source for every medicine, giving the schedule the product has, and a note wherever unconfirmed', () => {
    const medicines = products.filter((item) => MEDICINE_CATALOGUES.has(item.catalogue));
    expect(medicines.length).toBeGreaterThan(40);
    for (const item of medicines) {
      const source = scheduleSources[item.id];
      expect(source, item.id).toBeDefined();
      expect(source!.schedule, item.id).toBe(item.schedule);
      expect(source!.source, item.id).toMatch(/Drugs Rules 1945/);
      if (!source!.confirmed) expect(source!.note?.trim() ?? '', item.id).not.toBe('');
    }
    for (const item of products.filter((entry) => !MEDICINE_CATALOGUES.has(entry.catalogue))) {
      expect(item.schedule, item.id).toBe('OTC');
      expect(catalogueScheduleSources[item.catalogue], item.id).toMatch(/OTC$/);
    }
  });

  it('keys its sources and overrides by real catalogue ids', () => {
    const unknown = [...Object.keys(scheduleSources), ...Object.keys(productSchedules)].filter((id) => !productById(id));
    expect(unknown).toEqual([]);
  });

  it.each([
    ['prescription-taxim-o-200-tab-10', 'H1'], // cefixime: Schedule H1
    ['prescription-azee-500-tab-3', 'H'], // azithromycin
    ['prescription-augmentin-625-duo-tab-10', 'H'], // amoxycillin + clavulanic acid
    ['products-amoxicillin-500-cap-10', 'H'],
    ['products-paracetamol-650-tab-15', 'OTC'],
    ['products-benadryl-cough-syrup-150ml', 'G'],
  ] as const)('gives %s schedule %s', (id, schedule) => {
    expect(productById(id)?.schedule).toBe(schedule);
  });
});
