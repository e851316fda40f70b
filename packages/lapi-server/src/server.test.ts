import { request as httpRequest } from 'node:http';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { backends, useTestDatabase } from '../test/backends.ts';
import { callLapi } from '../test/http.ts';
import { demo } from './db/demo-data.ts';
import { createSessionForTest } from './db/seed.ts';
import { startLapiServer } from './server.ts';

const TOKEN = 'server-test-token-alex-0000000000000';

describe.each(backends)('startLapiServer on %s', (backend) => {
  const context = useTestDatabase(backend);

  it('serves the legacy API over HTTP with keep-alive, then closes', async () => {
    const server = await startLapiServer({ database: context.database, logger: pino({ level: 'silent' }) });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const http = { fetch: (request: Request) => fetch(request) };

      const login = await callLapi(
        http,
        '/lapi/account/login/',
        { email: demo.alex.email, password: demo.alex.password },
        { baseUrl: server.url },
      );
      expect(login.httpStatus).toBe(200);
      const { token } = login.envelope.data as { token: string };

      const orders = await callLapi(http, '/lapi/account/orders/', {}, { baseUrl: server.url, token });
      expect(orders.httpStatus).toBe(200);
      expect(Object.keys((orders.envelope.message as { order_history: object }).order_history)).toHaveLength(
        3,
      );

      // node:http shows the connection header the server really sent (fetch hides it).
      const connection = await new Promise<string | undefined>((resolve, reject) => {
        const req = httpRequest(`${server.url}/lapi/account/nosuchcall/`, { method: 'POST' }, (res) => {
          res.resume();
          resolve(res.headers.connection);
        });
        req.on('error', reject);
        req.end();
      });
      expect(connection).toBe('keep-alive');
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/lapi/account/login/`, { method: 'POST' })).rejects.toThrow();
  });

  it('reads bodies off the socket by the rules of form parsing, and limits them by their declared length', async () => {
    await createSessionForTest(context.database.db, demo.alex.leadsId, TOKEN);
    const server = await startLapiServer({ database: context.database, logger: pino({ level: 'silent' }) });
    const post = (path: string, headers: Record<string, string>, chunks: readonly (string | Buffer)[]) =>
      new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
        const req = httpRequest(`${server.url}${path}`, { method: 'POST', headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode, body }));
        });
        req.on('error', reject);
        for (const chunk of chunks) req.write(chunk);
        req.end();
      });
    const urlencoded = {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Bearer ${TOKEN}`,
    };
    const data = (json: string) => `data=${encodeURIComponent(json)}`;
    const messageOf = (answer: { body: string }) => (JSON.parse(answer.body) as { message: unknown }).message;
    try {
      // Media type case and parameters do not matter; the last `data` field counts, as in Hono's parseBody.
      const recent = await post(
        '/lapi/messaging/getrecent/',
        { ...urlencoded, 'Content-Type': 'Application/X-WWW-Form-URLEncoded; charset=UTF-8' },
        [`${data('{"limit":0}')}&${data('{"limit":2}')}`],
      );
      expect(recent.status).toBe(200);
      expect((JSON.parse(recent.body) as { data: { messages: unknown[] } }).data.messages).toHaveLength(2);
      // A byte order mark stays part of the first name, as undici's form parsing keeps it.
      const bom = await post('/lapi/account/pendingorders/', urlencoded, [
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(data('{}'))]),
      ]);
      expect(bom.status).toBe(400);
      expect(messageOf(bom)).toMatch(/the form field "data" is missing/);
      const chunked = await post(
        '/lapi/account/pendingorders/',
        { ...urlencoded, 'Transfer-Encoding': 'chunked' },
        ['data=', '%7B%7D'],
      );
      expect(chunked.status).toBe(200);
      const multipart = await post(
        '/lapi/account/pendingorders/',
        { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'multipart/form-data; boundary=XyZ' },
        ['--XyZ\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n--XyZ--\r\n'],
      );
      expect(multipart.status).toBe(200);

      const tooLarge = data(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300_000) }));
      const lengths: Record<string, string>[] = [
        { 'Content-Length': String(Buffer.byteLength(tooLarge)) },
        { 'Transfer-Encoding': 'chunked' },
      ];
      for (const headers of lengths) {
        const answer = await post(
          '/lapi/account/login/',
          { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
          [tooLarge],
        );
        expect(answer.status).toBe(413);
        expect(messageOf(answer)).toBe('Request too large.');
      }
    } finally {
      await server.close();
    }
  });
});
