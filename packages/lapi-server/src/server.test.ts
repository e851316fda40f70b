import { request as httpRequest } from 'node:http';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { backends, useTestDatabase } from '../test/backends.ts';
import { callLapi } from '../test/http.ts';
import { demo } from './db/demo-data.ts';
import { startLapiServer } from './server.ts';

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
});
