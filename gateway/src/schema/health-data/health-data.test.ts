import { measurementMessages, utcIsoDate } from '@helmsman/domain';
import { LapiFailure } from '@helmsman/lapi-client';
import { demo } from '@helmsman/lapi-server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { rejectedInput } from './resolvers/Mutation/addMeasurement.ts';

let gateway: GatewayHarness;
let alex: string;
let sam: string;
beforeAll(async () => {
  gateway = await startGatewayHarness();
  [alex, sam] = await Promise.all([gateway.login(), gateway.login('sam@helmsman.test', 'Valhalla2')]);
});
afterAll(() => gateway.close());

const HEALTH_DATA = '{ healthData { available measurements { id measuredOn weightLbs } } }';
const ADD = `mutation ($input: AddMeasurementInput!) { addMeasurement(input: $input) {
  ok error { message fieldErrors { field message } } measurement { id measuredOn weightLbs } } }`;

interface Measurement {
  id: string;
  measuredOn: string;
  weightLbs: number;
}
interface HealthDataAnswer {
  healthData: { available: boolean; measurements: Measurement[] };
}
interface AddAnswer {
  addMeasurement: {
    ok: boolean;
    error: { message: string; fieldErrors: { field: string; message: string }[] } | null;
    measurement: Measurement | null;
  };
}

const readLog = async (cookie: string) =>
  (await gateway.graphql<HealthDataAnswer>(HEALTH_DATA, { cookie })).body;
const add = (cookie: string, input: { weightLbs: number; measuredOn: string }) =>
  gateway.graphql<AddAnswer>(ADD, { cookie, variables: { input } });
/** Straight to the legacy database (the gateway has no query builder of its own); values are ours. */
const execute = (statement: string) => gateway.database.db.execute(statement);
const storedRowsOf = async (leadId: number) =>
  (await execute(`select id from weight_measurements where lead_id = ${Number(leadId)}`)).rows;
const setSkyGlpStatus = (status: 'active' | 'cancelled') =>
  execute(`update subscriptions set status = '${status}' where id = ${demo.alex.subscriptions.skyGlp}`);

describe('Query.healthData', () => {
  it('requires a session', async () => {
    const answer = await gateway.graphql(HEALTH_DATA);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("gives alex's weekly weigh-ins newest first, never to be stored by a cache", async () => {
    const answer = await gateway.graphql<HealthDataAnswer>(HEALTH_DATA, { cookie: alex });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { available, measurements } = answer.body.data?.healthData ?? {
      available: false,
      measurements: [],
    };
    expect(available).toBe(true);
    expect(measurements.length).toBeGreaterThanOrEqual(7);
    expect(measurements.map((m) => m.measuredOn)).toEqual(
      [...measurements.map((m) => m.measuredOn)].sort().reverse(),
    );
    expect(measurements).toContainEqual({ id: '12001', measuredOn: '2026-10-06', weightLbs: 236.8 });
    expect(measurements).toContainEqual({ id: '12007', measuredOn: '2026-11-17', weightLbs: 227.1 });
  });

  it('tells sam, who has no SKY GLP subscription, that it is not available, with no data', async () => {
    const body = await readLog(sam);
    expect(body.errors).toBeUndefined();
    expect(body.data?.healthData).toEqual({ available: false, measurements: [] });
  });
});

describe('Mutation.addMeasurement', () => {
  const today = utcIsoDate();

  beforeEach(async () => {
    await execute(`delete from weight_measurements where measured_on = '${today}'`);
  });

  it("adds alex's weigh-in, which the log then lists first", async () => {
    const { body } = await add(alex, { weightLbs: 225.4, measuredOn: today });
    expect(body.data?.addMeasurement).toMatchObject({
      ok: true,
      error: null,
      measurement: { measuredOn: today, weightLbs: 225.4 },
    });
    const log = (await readLog(alex)).data?.healthData.measurements ?? [];
    expect(log[0]).toEqual(body.data?.addMeasurement.measurement);
  });

  it('corrects the same day instead of adding a second weigh-in', async () => {
    const first = (await add(alex, { weightLbs: 226, measuredOn: today })).body.data?.addMeasurement;
    const second = (await add(alex, { weightLbs: 225.9, measuredOn: today })).body.data?.addMeasurement;
    expect(second?.measurement).toEqual({ id: first?.measurement?.id, measuredOn: today, weightLbs: 225.9 });
    const log = (await readLog(alex)).data?.healthData.measurements ?? [];
    expect(log.filter((m) => m.measuredOn === today)).toHaveLength(1);
  });

  it('answers invalid input with field errors and saves nothing', async () => {
    const before = (await storedRowsOf(demo.alex.leadsId)).length;
    const { body } = await add(alex, { weightLbs: 20, measuredOn: '2999-01-01' });
    expect(body.data?.addMeasurement).toEqual({
      ok: false,
      error: {
        message: 'Please correct the highlighted fields.',
        fieldErrors: [
          { field: 'weightLbs', message: measurementMessages.weightRange },
          { field: 'measuredOn', message: measurementMessages.dateInFuture },
        ],
      },
      measurement: null,
    });
    const tooPrecise = await add(alex, { weightLbs: 180.25, measuredOn: 'yesterday' });
    expect(tooPrecise.body.data?.addMeasurement.error?.fieldErrors).toEqual([
      { field: 'weightLbs', message: measurementMessages.weightDecimals },
      { field: 'measuredOn', message: measurementMessages.dateInvalid },
    ]);
    expect(await storedRowsOf(demo.alex.leadsId)).toHaveLength(before);
  });

  it('refuses sam (FORBIDDEN, his session intact) whatever he sends, and stores nothing', async () => {
    for (const input of [
      { weightLbs: 190, measuredOn: today },
      { weightLbs: 5, measuredOn: 'nonsense' },
    ]) {
      const { body } = await add(sam, input);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(body.errors?.[0]?.message).toMatch(/SKY GLP/);
    }
    expect(await storedRowsOf(demo.sam.leadsId)).toEqual([]);
    const me = await gateway.graphql<{ me: { email: string } | null }>('{ me { email } }', { cookie: sam });
    expect(me.body.data?.me?.email).toBe('sam@helmsman.test');
  });
});

describe('a cancelled SKY GLP subscription', () => {
  beforeAll(() => setSkyGlpStatus('cancelled'));
  afterAll(() => setSkyGlpStatus('active'));

  it('gives no data once the legacy API refuses it, without ending the session', async () => {
    const body = await readLog(alex);
    expect(body.errors).toBeUndefined();
    expect(body.data?.healthData).toEqual({ available: false, measurements: [] });
    const added = await add(alex, { weightLbs: 220, measuredOn: utcIsoDate() });
    expect(added.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe("the legacy API's refusal of a weigh-in", () => {
  const refusal = (status: number) =>
    new LapiFailure('refused', '/lapi/v2/account/measurement', status, 'Failed to save measurement.', {
      fieldErrors: { measured_on: 'The date cannot be in the future.', weight_lbs: 'Too heavy.' },
    });

  it("becomes the form's errors under the form's field names", () => {
    expect(rejectedInput(refusal(400))).toEqual({
      ok: false,
      error: {
        message: 'Failed to save measurement.',
        fieldErrors: [
          { field: 'measuredOn', message: 'The date cannot be in the future.' },
          { field: 'weightLbs', message: 'Too heavy.' },
        ],
      },
    });
  });

  it('is left to the usual error mapping when it is not about the input', () => {
    expect(rejectedInput(refusal(500))).toBeUndefined();
  });
});
