import { describe, expect, it } from 'vitest';
import { findProduct } from './catalogue.ts';
import { VISIT_CATEGORIES } from './online-visit.ts';
import { VISIT_TREATMENT_FREQUENCIES, visitDrugs } from './visit-preferences.ts';
import {
  defaultVisitTreatment,
  subscriptionFrequencyText,
  treatmentBillingText,
  VISIT_TREATMENTS,
  visitTreatmentById,
  visitTreatmentCategoryByName,
  visitTreatmentFor,
} from './visit-treatments.ts';

describe('visit treatments', () => {
  it('has one treatment per category, drug, dosage and billing frequency, none of them a shop product', () => {
    const choices = VISIT_CATEGORIES.flatMap((category) =>
      visitDrugs[category].flatMap((drug) => drug.dosages.map(() => VISIT_TREATMENT_FREQUENCIES)).flat(),
    );
    expect(VISIT_TREATMENTS).toHaveLength(choices.length);
    const ids = VISIT_TREATMENTS.map((treatment) => treatment.product_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(1000);
      expect(id).toBeLessThan(10000);
      expect(findProduct(id)).toBeUndefined();
    }
  });

  it('keeps its ids: orders, subscriptions and the legacy database refer to them', () => {
    const ids = Object.fromEntries(
      VISIT_TREATMENTS.map((treatment) => [
        `${treatment.product_name} ${treatment.frequency}`,
        treatment.product_id,
      ]),
    );
    expect(ids).toMatchObject({
      'Sildenafil 25 mg MONTHLY': 2000,
      'Sildenafil 50 mg MONTHLY': 2010,
      'Sildenafil 50 mg QUARTERLY': 2011,
      'Tadalafil 5 mg QUARTERLY': 2111,
      'Doxepin 3 mg MONTHLY': 2200,
      'Trazodone 50 mg QUARTERLY': 2311,
      'Finasteride 1 mg MONTHLY': 2400,
      'Minoxidil 5 mg MONTHLY': 2510,
      'Semaglutide Weight Programme 0.25 mg MONTHLY': 3000,
      'Tirzepatide Weight Programme 15 mg QUARTERLY': 3151,
    });
  });

  it('prices by drug and dose; three months at once are 10% off', () => {
    const tadalafil = { drug: 'tadalafil', dosage: '5 mg' };
    expect(visitTreatmentFor('ed', { ...tadalafil, frequency: 'MONTHLY' })).toMatchObject({
      product_name: 'Tadalafil 5 mg',
      price: 35,
    });
    expect(visitTreatmentFor('ed', { ...tadalafil, frequency: 'QUARTERLY' })).toMatchObject({
      product_id: 2111,
      product_name: 'Tadalafil 5 mg',
      price: 94.5,
      frequency: 'QUARTERLY',
      category: 'ed',
    });
    const tirzepatide = visitTreatmentFor('SKY GLP', {
      drug: 'tirzepatide',
      dosage: '7.5 mg',
      frequency: 'QUARTERLY',
    });
    expect(tirzepatide?.price).toBe(1077.3);
  });

  it('has no treatment for missing choices or another category’s', () => {
    expect(visitTreatmentFor('ed', { drug: 'sildenafil', dosage: '50 mg', frequency: null })).toBeNull();
    expect(visitTreatmentFor('ed', { drug: 'sildenafil', dosage: '5 mg', frequency: 'MONTHLY' })).toBeNull();
    expect(
      visitTreatmentFor('hair', { drug: 'sildenafil', dosage: '50 mg', frequency: 'MONTHLY' }),
    ).toBeNull();
    expect(
      visitTreatmentFor('ed', { drug: 'sildenafil', dosage: '50 mg', frequency: 'ONE_TIME' }),
    ).toBeNull();
  });

  it('defaults an ED visit to Sildenafil 50 mg monthly at $30, found again by its id', () => {
    const sildenafil = defaultVisitTreatment('ed');
    expect(sildenafil).toMatchObject({ product_name: 'Sildenafil 50 mg', price: 30, frequency: 'MONTHLY' });
    expect(visitTreatmentById(sildenafil.product_id)).toBe(sildenafil);
    expect(visitTreatmentById(201)).toBeUndefined();
  });

  it('says how a treatment is billed without the gummies’ bottle wording', () => {
    expect(treatmentBillingText('MONTHLY')).toBe('Billed every month');
    expect(treatmentBillingText('QUARTERLY')).toBe('Billed every three months');
  });

  it('names a treatment subscription by its billing and a gummy subscription by its bottles', () => {
    const semaglutide = defaultVisitTreatment('SKY GLP').product_id;
    expect(subscriptionFrequencyText(semaglutide, 'MONTHLY')).toBe('Billed every month');
    expect(subscriptionFrequencyText(semaglutide, 'QUARTERLY')).toBe('Billed every three months');
    expect(subscriptionFrequencyText(41, 'MONTHLY')).toBe('One bottle a month subscription');
    expect(subscriptionFrequencyText(41, 'QUARTERLY')).toBe('Three bottles every quarter subscription');
  });
});

describe('visitTreatmentCategoryByName', () => {
  it("knows each treatment's category by its name alone, and no gummy", () => {
    for (const treatment of VISIT_TREATMENTS) {
      expect(visitTreatmentCategoryByName(treatment.product_name)).toBe(treatment.category);
    }
    expect(visitTreatmentCategoryByName('Sildenafil 50 mg')).toBe('ed');
    expect(visitTreatmentCategoryByName('Semaglutide Weight Programme 0.25 mg')).toBe('SKY GLP');
    expect(visitTreatmentCategoryByName('Sleep Gummies')).toBeUndefined();
  });
});
