import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LapiClient } from '../client.ts';
import { LapiFailure, LapiProtocolError } from '../errors.ts';
import { messaging } from '../index.ts';

/** A real HTTP server answering what each test scripts, recording the paths and `data` it got. */
let server: Server;
let client: LapiClient;
let reply: { status: number; body: unknown };
let seen: { url: string; data: string }[] = [];
const session = { leadsId: 1001, token: 'messaging-client-test-token' };

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    seen.push({ url: req.url ?? '', data: new URLSearchParams(body).get('data') ?? '' });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  client = new LapiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  await client.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
});

const succeed = (data: unknown) => {
  reply = { status: 200, body: { status: 'SUCCESS', data, message: '' } };
};

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
    succeed({ messages: [doctorsMessage], unread_count: 1, expected_reply_hours: 24, extra: 'ignored' });
    const thread = await client.forSession(session).call(messaging.getAll, {});
    expect(thread).toEqual({ messages: [doctorsMessage], unread_count: 1, expected_reply_hours: 24 });
    expect(seen[0]).toEqual({ url: '/lapi/messaging/getall/', data: '{"leads_id":1001}' });
  });

  it('passes mark_read and limit on', async () => {
    succeed({ messages: [], unread_count: 0, expected_reply_hours: null });
    await client.forSession(session).call(messaging.getAll, { mark_read: false });
    succeed({ messages: [doctorsMessage], unread_count: 1 });
    const recent = await client.forSession(session).call(messaging.getRecent, { limit: 1 });
    expect(recent.messages).toHaveLength(1);
    expect(seen.map((request) => request.data)).toEqual([
      '{"leads_id":1001,"mark_read":false}',
      '{"leads_id":1001,"limit":1}',
    ]);
  });

  it('reads the sent message, with its attachment, and an id given as a numeric string', async () => {
    succeed({
      ...doctorsMessage,
      id: '9005',
      sender: 'patient',
      attachment: { upload_id: '60001', content_type: 'image/png' },
    });
    const sent = await client.forSession(session).call(messaging.send, { body: 'Hi', attachment_id: 60001 });
    expect(sent).toMatchObject({ id: 9005, sender: 'patient', attachment: { upload_id: 60001 } });
    expect(seen[0]?.data).toBe('{"attachment_id":60001,"body":"Hi","leads_id":1001}');
  });

  it('refuses a message from an unknown kind of sender', async () => {
    succeed({ ...doctorsMessage, sender: 'nurse' });
    await expect(client.forSession(session).call(messaging.send, { body: 'Hi' })).rejects.toBeInstanceOf(
      LapiProtocolError,
    );
  });

  it('returns nothing for survey and feedback, and raises the feedback failure message', async () => {
    succeed({ survey_response_id: 70001 });
    await expect(
      client.forSession(session).call(messaging.survey, { survey: 'satisfaction', answers: { overall: 5 } }),
    ).resolves.toBeUndefined();
    reply = {
      status: 400,
      body: {
        status: 'FAILURE',
        data: { field: 'rating' },
        message: 'Failed to submit feedback. Please try again.',
      },
    };
    await expect(client.forSession(session).call(messaging.feedback, { rating: 9 })).rejects.toMatchObject({
      httpStatus: 400,
      serverMessage: 'Failed to submit feedback. Please try again.',
    });
  });

  it('sends click fields and extra query fields together, sorted, without a lead', async () => {
    succeed({ click_id: '400102' });
    const click = await client.call(messaging.createClick, {
      token: 'pk',
      utm_source: 'mail',
      a: 'helmsman',
    });
    expect(click).toEqual({ click_id: 400102 });
    expect(seen[0]?.data).toBe('{"a":"helmsman","token":"pk","utm_source":"mail"}');
  });

  it('reads treatable states and fails on anything but two-letter codes', async () => {
    succeed([{ code: 'TX', name: 'Texas' }]);
    expect(await client.call(messaging.statesAllowed, { category: 'ed' })).toEqual([
      { code: 'TX', name: 'Texas' },
    ]);
    succeed([{ code: 'Texas', name: 'Texas' }]);
    await expect(client.call(messaging.statesAllowed, { category: 'ed' })).rejects.toBeInstanceOf(
      LapiProtocolError,
    );
  });

  it('reads patient data with its lander', async () => {
    succeed({
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
    });
    const data = await client.forSession(session).call(messaging.patientData, {});
    expect(data).toMatchObject({ billingFlag: { orders_id: 100233 }, clicksId: 400101, leadsId: 1001 });
    expect(data.lander.subscriptions['7002']?.category).toBe('SKY GLP');
  });

  it('raises a 404 for a lead without a doctor', async () => {
    reply = {
      status: 404,
      body: { status: 'FAILURE', data: null, message: 'No doctor is assigned to this customer yet.' },
    };
    const error = await client
      .forSession(session)
      .call(messaging.doctor, {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LapiFailure);
    expect(error).toMatchObject({ httpStatus: 404 });
  });

  it('decodes an upload read back from base64', async () => {
    succeed({
      upload_id: 60001,
      content_type: 'image/png',
      size: 3,
      base64: Buffer.from([1, 2, 3]).toString('base64'),
    });
    const upload = await client.forSession(session).call(messaging.readUpload, { upload_id: 60001 });
    expect(upload).toEqual({ upload_id: 60001, content_type: 'image/png', bytes: new Uint8Array([1, 2, 3]) });
    succeed({ upload_id: 60001, content_type: 'image/png', base64: 'not base64!' });
    await expect(
      client.forSession(session).call(messaging.readUpload, { upload_id: 60001 }),
    ).rejects.toBeInstanceOf(LapiProtocolError);
  });
});
