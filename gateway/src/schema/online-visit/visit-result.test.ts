import { messages } from '@helmsman/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { ELIGIBILITY_UNKNOWN } from './resolvers/Query/visitEligibility.ts';

const RESULT = `query ($category: String!) { visitResult(category: $category) {
  category result reasons { code message } } }`;
const CHOICES = `query ($category: String!) { visitPreferences(category: $category) {
  category kind frequencies { value label } drugs { value label dosages { value label } }
  hairConcerns { value label } hairProducts { value label } sleepTroubles { value label }
  current { drug } photoOnFile } }`;
const SAVE = `mutation ($input: SaveVisitPreferencesInput!) { saveVisitPreferences(input: $input) {
  ok error { message fieldErrors { field message } }
  preferences { frequency drug dosage shipFrequency hairConcern hairProducts sleepTrouble melatoninOk } } }`;
const SUBMIT = `mutation ($input: SubmitVisitAnswerInput!) { submitVisitAnswer(input: $input) { ok complete } }`;
const START = 'mutation ($category: String!) { startVisit(category: $category) { ok } }';

const edChoices = { frequency: 'QUARTERLY', drug: 'tadalafil', dosage: '5 mg', shipFrequency: 'MONTHLY' };

let gateway: GatewayHarness;
let alex: string;
let sam: string;

async function post<T>(query: string, variables: object, cookie = alex) {
  return (await gateway.graphql<T>(query, { variables, cookie })).body;
}

const result = (category: string, cookie = alex) =>
  post<{ visitResult: { result: string; reasons: { code: string }[] } }>(RESULT, { category }, cookie);

async function answer(questionId: string, answerInput: object) {
  const body = await post<{ submitVisitAnswer: { ok: boolean; complete: boolean } }>(SUBMIT, {
    input: { category: 'ed', questionId, answer: answerInput },
  });
  expect(body.data?.submitVisitAnswer.ok, JSON.stringify(body)).toBe(true);
  return body.data?.submitVisitAnswer;
}

interface Saved {
  ok: boolean;
  error: { message: string; fieldErrors: { field: string; message: string }[] } | null;
  preferences: Record<string, unknown> | null;
}
async function save(input: object, cookie = alex) {
  return (await post<{ saveVisitPreferences: Saved }>(SAVE, { input }, cookie)).data?.saveVisitPreferences;
}

describe('the result and treatment steps of the online visit', () => {
  beforeAll(async () => {
    gateway = await startGatewayHarness();
    alex = await gateway.login();
    sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
  });
  afterAll(() => gateway.close());

  it('requires a session', async () => {
    expect((await result('ed', '')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await save({ category: 'ed', ...edChoices }, ''))?.ok).toBeUndefined();
  });

  it("says 'Failed to determine eligibility', unmasked, without a visit to assess", async () => {
    const body = await result('ed', sam);
    expect(body.errors?.[0]).toMatchObject({
      message: messages.failedEligibility,
      extensions: { code: ELIGIBILITY_UNKNOWN },
    });
  });

  it("offers the category's choices with their labels, and the open visit's saved ones", async () => {
    const ed = (await post<{ visitPreferences: Record<string, unknown> }>(CHOICES, { category: 'ed' })).data
      ?.visitPreferences;
    expect(ed).toMatchObject({
      category: 'ed',
      kind: null,
      frequencies: [
        { value: 'MONTHLY', label: 'Every month' },
        { value: 'QUARTERLY', label: 'Every three months' },
      ],
      hairConcerns: [],
      // Alex's seeded ED visit has a drug; he has no hair visit, so nothing is saved there.
      current: { drug: 'sildenafil' },
      photoOnFile: false,
    });
    expect(ed?.drugs).toContainEqual({
      value: 'sildenafil',
      label: 'Sildenafil',
      dosages: [
        { value: '25 mg', label: '25 mg' },
        { value: '50 mg', label: '50 mg' },
        { value: '100 mg', label: '100 mg' },
      ],
    });
    const hair = (await post<{ visitPreferences: Record<string, unknown> }>(CHOICES, { category: 'hair' }))
      .data?.visitPreferences;
    expect(hair).toMatchObject({ kind: 'HAIR', sleepTroubles: [], current: null, photoOnFile: false });
    expect(hair?.hairConcerns).toContainEqual({ value: 'receding_hairline', label: 'Receding hairline' });
    const sleep = (await post<{ visitPreferences: Record<string, unknown> }>(CHOICES, { category: 'sleep' }))
      .data?.visitPreferences;
    expect(sleep).toMatchObject({ kind: 'SLEEP', hairProducts: [] });
  });

  it('refuses choices outside the category with field errors, before any legacy call', async () => {
    const wrong = await save({
      category: 'ed',
      ...edChoices,
      drug: 'finasteride',
      shipFrequency: 'ONE_TIME',
    });
    expect(wrong).toEqual({
      ok: false,
      error: {
        message: 'Please correct the highlighted fields.',
        fieldErrors: [
          { field: 'drug', message: 'Choose a medication.' },
          { field: 'shipFrequency', message: 'Choose how often your treatment ships.' },
        ],
      },
      preferences: null,
    });
    const hair = await save({ category: 'hair', ...edChoices, drug: 'minoxidil', hairProducts: [] });
    expect(hair?.error?.fieldErrors.map((error) => error.field)).toEqual(['hairConcern', 'hairProducts']);
  });

  it("says 'Failed to save product preferences' when the legacy API refuses (no open visit)", async () => {
    expect(await save({ category: 'ed', ...edChoices }, sam)).toEqual({
      ok: false,
      error: { message: messages.failedProductPreferences, fieldErrors: [] },
      preferences: null,
    });
  });

  it('assesses the answers: eligible, a doctor decides, not eligible with the reasons', async () => {
    expect((await result('ed')).data?.visitResult).toEqual({
      category: 'ed',
      result: 'ELIGIBLE',
      reasons: [],
    });
    await answer('ed-blood-pressure', { choice: 'low' });
    expect((await result('ed')).data?.visitResult).toMatchObject({
      result: 'NEEDS_REVIEW',
      reasons: [{ code: 'low_blood_pressure' }],
    });
    // Back on the blood pressure question: the new branch replaces the old answer.
    await post(`mutation { visitBack(category: "ed") { ok } }`, {});
    await answer('ed-blood-pressure', { choice: 'high' });
    await answer('ed-systolic', { number: 190 });
    await answer('ed-conditions', { choices: ['none'] });
    await answer('ed-medications', { text: 'none' });
    expect(await answer('ed-previous-treatment', { choice: 'never' })).toMatchObject({ complete: true });
    const stopped = (await result('ed')).data?.visitResult;
    expect(stopped).toMatchObject({ result: 'NOT_ELIGIBLE', reasons: [{ code: 'severe_hypertension' }] });
  });

  it('saves the preferences on the submitted visit, and the hair ones on a hair visit', async () => {
    expect(await save({ category: 'ed', ...edChoices })).toEqual({
      ok: true,
      error: null,
      preferences: {
        ...edChoices,
        hairConcern: null,
        hairProducts: null,
        sleepTrouble: null,
        melatoninOk: null,
      },
    });
    // A reload, or another device, reads them back.
    const read = await post<{ visitPreferences: { current: unknown } }>(CHOICES, { category: 'ed' });
    expect(read.data?.visitPreferences.current).toEqual({ drug: edChoices.drug });
    await post(START, { category: 'hair' });
    const hair = await save({
      category: 'hair',
      ...edChoices,
      drug: 'minoxidil',
      hairConcern: 'prevention',
      hairProducts: ['minoxidil', 'biotin_gummies'],
    });
    expect(hair?.preferences).toMatchObject({
      drug: 'minoxidil',
      dosage: '5 mg',
      hairConcern: 'prevention',
      hairProducts: ['minoxidil', 'biotin_gummies'],
    });
  });
});
