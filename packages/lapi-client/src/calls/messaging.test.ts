import { describe, expect, it } from 'vitest';
import { LapiProtocolError } from '../errors.ts';
import { messaging } from '../index.ts';
import { failureOf, scriptedLapi } from '../testing/scripted-server.ts';

const lapi = scriptedLapi();

const doctorsMessage = {
  id: 9004,
  sender: 'doctor',
  sender_name: 'Dr. Maya Lindqvist, MD',
  body: 'Yes, that combination is fine.',
  sent_at: '2026-10-06T11:30:00.000Z',
  read_at: null,
  attachment: null,
};

describe('messaging calls', () => {
  it('reads the thread, the unread count and the expected reply time from getall', async () => {
    lapi.succeed({ messages: [doctorsMessage], unread_count: 1, expected_reply_hours: 24, extra: 'ignored' });
    const thread = await lapi.customer.call(messaging.getAll, {});
    expect(thread).toEqual({ messages: [doctorsMessage], unread_count: 1, expected_reply_hours: 24 });
    expect(lapi.sent[0]).toEqual({
      url: '/lapi/messaging/getall/',
      data: '{"leads_id":1001}',
      authorization: `Bearer ${lapi.session.token}`,
    });
  });

  it('passes mark_read and limit on', async () => {
    lapi.succeed({ messages: [], unread_count: 0, expected_reply_hours: null });
    await lapi.customer.call(messaging.getAll, { mark_read: false });
    lapi.succeed({ messages: [doctorsMessage], unread_count: 1 });
    const recent = await lapi.customer.call(messaging.getRecent, { limit: 1 });
    expect(recent.messages).toHaveLength(1);
    expect(lapi.sent.map((request) => request.data)).toEqual([
      '{"leads_id":1001,"mark_read":false}',
      '{"leads_id":1001,"limit":1}',
    ]);
  });

  it('reads the sent message, with its attachment, and an id given as a numeric string', async () => {
    lapi.succeed({
      ...doctorsMessage,
      id: '9005',
      sender: 'patient',
      attachment: { upload_id: '60001', content_type: 'image/png' },
    });
    const sent = await lapi.customer.call(messaging.send, { body: 'Hi', attachment_id: 60001 });
    expect(sent).toMatchObject({ id: 9005, sender: 'patient', attachment: { upload_id: 60001 } });
    expect(lapi.sent[0]?.data).toBe('{"attachment_id":60001,"body":"Hi","leads_id":1001}');
  });

  it('refuses a message from an unknown kind of sender', async () => {
    lapi.succeed({ ...doctorsMessage, sender: 'nurse' });
    await expect(lapi.customer.call(messaging.send, { body: 'Hi' })).rejects.toBeInstanceOf(
      LapiProtocolError,
    );
  });

  it('returns nothing for survey and feedback, and raises the feedback failure message', async () => {
    lapi.succeed({ survey_response_id: 70001 });
    await expect(
      lapi.customer.call(messaging.survey, { survey: 'satisfaction', answers: { overall: 5 } }),
    ).resolves.toBeUndefined();
    lapi.reply(400, {
      status: 'FAILURE',
      data: { field: 'rating' },
      message: 'Failed to submit feedback. Please try again.',
    });
    await expect(lapi.customer.call(messaging.feedback, { rating: 9 })).rejects.toMatchObject({
      httpStatus: 400,
      serverMessage: 'Failed to submit feedback. Please try again.',
    });
  });

  it('sends click fields and extra query fields together, sorted, without a lead', async () => {
    lapi.succeed({ click_id: '400102' });
    const click = await lapi.client.call(messaging.createClick, {
      token: 'pk',
      utm_source: 'mail',
      a: 'helmsman',
    });
    expect(click).toEqual({ click_id: 400102 });
    expect(lapi.sent[0]?.data).toBe('{"a":"helmsman","token":"pk","utm_source":"mail"}');
  });

  it('reads treatable states and fails on anything but two-letter codes', async () => {
    lapi.succeed([{ code: 'TX', name: 'Texas' }]);
    expect(await lapi.client.call(messaging.statesAllowed, { category: 'ed' })).toEqual([
      { code: 'TX', name: 'Texas' },
    ]);
    lapi.succeed([{ code: 'Texas', name: 'Texas' }]);
    await expect(lapi.client.call(messaging.statesAllowed, { category: 'ed' })).rejects.toBeInstanceOf(
      LapiProtocolError,
    );
  });

  it('lists an e-mail on the wait list of a state, in a fixed key order', async () => {
    lapi.succeed(null);
    await lapi.client.call(messaging.stateWaitlist, {
      category: 'SKY GLP',
      state: 'MT',
      email: 'pat@example.com',
    });
    expect(lapi.sent[0]?.url).toBe('/lapi/click/statewaitlist/');
    expect(lapi.sent[0]?.data).toBe('{"category":"SKY GLP","email":"pat@example.com","state":"MT"}');
  });

  /** Alex's /leads/patientdata answer, as lapi-server sends it (with the lander's order history). */
  const alexPatientData = {
    billingFlag: { orders_id: 100233 },
    expiredFlag: false,
    leadsId: 1001,
    resumeOrders: [{ product: 'Sildenafil 50 mg', product_category: 'ed' }],
    clicksId: 400101,
    lander: {
      email: 'alex@helmsman.test',
      prospects_id: 582731,
      first_name: 'Alex',
      last_name: 'Berg',
      flags: [],
      subscriptions: { '7002': { category: 'SKY GLP' } },
      order_history: {},
    },
  };

  it('reads patient data with its lander', async () => {
    lapi.succeed(alexPatientData);
    const data = await lapi.customer.call(messaging.patientData, {});
    expect(data).toMatchObject({ billingFlag: { orders_id: 100233 }, clicksId: 400101, leadsId: 1001 });
    expect(data.lander.subscriptions['7002']?.category).toBe('SKY GLP');
  });

  it('leaves the order history out of patient data, unread and unvalidated', async () => {
    // The Shell reads patient data on every page and never its order history, which grows with every
    // order; the pages that show orders read /account/orders/.
    const { order_history: _history, ...summary } = alexPatientData.lander;
    lapi.succeed({
      ...alexPatientData,
      lander: { ...summary, order_history: { '100233': { order_total: 'not a number' } } },
    });
    const data = await lapi.customer.call(messaging.patientData, {});
    expect(data.lander).toEqual({
      email: 'alex@helmsman.test',
      prospects_id: 582731,
      first_name: 'Alex',
      last_name: 'Berg',
      flags: [],
      subscriptions: { '7002': { category: 'SKY GLP' } },
    });
  });

  it('raises a 404 for a lead without a doctor', async () => {
    lapi.reply(404, {
      status: 'FAILURE',
      data: null,
      message: 'No doctor is assigned to this customer yet.',
    });
    const error = await failureOf(lapi.customer.call(messaging.doctor, {}));
    expect(error).toMatchObject({ httpStatus: 404 });
  });

  it('decodes an upload read back from base64', async () => {
    lapi.succeed({
      upload_id: 60001,
      content_type: 'image/png',
      size: 3,
      base64: Buffer.from([1, 2, 3]).toString('base64'),
    });
    const upload = await lapi.customer.call(messaging.readUpload, { upload_id: 60001 });
    expect(upload).toEqual({ upload_id: 60001, content_type: 'image/png', bytes: new Uint8Array([1, 2, 3]) });
    lapi.succeed({ upload_id: 60001, content_type: 'image/png', base64: 'not base64!' });
    await expect(lapi.customer.call(messaging.readUpload, { upload_id: 60001 })).rejects.toBeInstanceOf(
      LapiProtocolError,
    );
  });
});
