import { describe, expect, it } from 'vitest';
import {
  type VisitPreferenceValues,
  visitDosagesFor,
  visitDrugsFor,
  visitPreferenceMessages,
  visitPreferenceProblems,
} from './visit-preferences.ts';

const ed: VisitPreferenceValues = {
  frequency: 'MONTHLY',
  drug: 'sildenafil',
  dosage: '50 mg',
  shipFrequency: 'QUARTERLY',
  hairConcern: '',
  hairProducts: [],
  sleepTrouble: '',
  melatoninOk: null,
};

describe('visit preferences', () => {
  it("lists the category's drugs and each drug's dosages", () => {
    expect(visitDrugsFor('ed')).toEqual(['sildenafil', 'tadalafil']);
    expect(visitDosagesFor('ed', 'tadalafil')).toEqual(['2.5 mg', '5 mg', '10 mg', '20 mg']);
    expect(visitDosagesFor('ed', 'finasteride')).toEqual([]);
  });

  it('accepts choices that fit the category, ignoring the other categories’ preferences', () => {
    expect(visitPreferenceProblems('ed', ed)).toEqual({});
    expect(visitPreferenceProblems('SKY GLP', { ...ed, drug: 'semaglutide', dosage: '2.4 mg' })).toEqual({});
  });

  it('names each choice that does not fit', () => {
    expect(
      visitPreferenceProblems('ed', { ...ed, frequency: 'ONE_TIME', dosage: '20 mg', shipFrequency: '' }),
    ).toEqual({
      frequency: visitPreferenceMessages.frequency,
      dosage: visitPreferenceMessages.dosage,
      shipFrequency: visitPreferenceMessages.shipFrequency,
    });
    expect(visitPreferenceProblems('hair', { ...ed, drug: 'minoxidil', dosage: '5 mg' })).toEqual({
      hairConcern: visitPreferenceMessages.hairConcern,
      hairProducts: visitPreferenceMessages.hairProducts,
    });
    expect(
      visitPreferenceProblems('hair', {
        ...ed,
        drug: 'minoxidil',
        dosage: '5 mg',
        hairConcern: 'prevention',
        hairProducts: ['minoxidil', 'minoxidil'],
      }),
    ).toEqual({ hairProducts: visitPreferenceMessages.hairProducts });
    expect(visitPreferenceProblems('sleep', { ...ed, drug: 'doxepin', dosage: '3 mg' })).toEqual({
      sleepTrouble: visitPreferenceMessages.sleepTrouble,
      melatoninOk: visitPreferenceMessages.melatoninOk,
    });
  });
});
