import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountProtocolCases } from '../../test/account-protocol-cases.ts';
import { backends, useTestApp } from '../../test/backends.ts';
import { clinicalProtocolCases } from '../../test/clinical-protocol-cases.ts';
import { commerceProtocolCases } from '../../test/commerce-protocol-cases.ts';
import { callLapi, lapiRequest, send } from '../../test/http.ts';
import { messagingProtocolCases } from '../../test/messaging-protocol-cases.ts';
import { createApp } from '../app.ts';
import { demo } from '../db/demo-data.ts';
import type { Db } from '../db/open.ts';
import { createSessionForTest } from '../db/seed.ts';
import { routes } from '../routes.ts';
import { success } from './envelope.ts';
import { defineRoute, type Route } from './route.ts';

const TOKEN = 'protocol-test-token';

/**
 * Per route: a valid input and inputs with a wrong type or a missing field, with the field the 400 must
 * name. Every route of the table must appear here (checked below), so a new call cannot skip these tests.
 */
const cases: Record<
  string,
  {
    valid: object;
    invalid: { data: object; field: string }[];
    /** Makes the valid call possible (e.g. a live reset link), run before it. */
    arrange?: (db: Db) => Promise<void>;
    /** Multipart file fields the valid call sends (upload_image's `fileToUpload`). */
    files?: () => Record<string, File>;
  }
> = {
  '/lapi/account/login/': {
    valid: { email: demo.alex.email, password: demo.alex.password },
    invalid: [
      { data: { email: 42, password: 'x' }, field: 'email must be a string' },
      { data: { email: 'not-an-address', password: 'x' }, field: 'email must be a valid e-mail address' },
      { data: { email: demo.alex.email }, field: 'password is required' },
      { data: { email: demo.alex.email, password: '' }, field: 'password must not be empty' },
      { data: { email: demo.alex.email, password: ['x'] }, field: 'password must be a string' },
      { data: { password: 'x' }, field: 'email is required' },
    ],
  },
  '/lapi/account/verifyauthentication/': customerCases(),
  '/lapi/account/orders/': customerCases(),
  '/lapi/account/pendingorders/': customerCases(),
  '/lapi/account/logout/': customerCases(),
  '/lapi/account/logout-everywhere/': customerCases(),
  // Account & identity
  ...accountProtocolCases(),
  // Commerce
  ...commerceProtocolCases,
  // Online visit & clinical
  ...clinicalProtocolCases,
  // Messaging, leads & uploads
  ...messagingProtocolCases,
};

function customerCases() {
  return {
    valid: { leads_id: demo.alex.leadsId },
    invalid: [
      { data: { leads_id: 'abc' }, field: 'leads_id must be a number' },
      { data: { leads_id: String(demo.alex.leadsId) }, field: 'leads_id must be a number' },
      { data: { leads_id: 1001.5 }, field: 'leads_id must be an integer' },
      { data: { leads_id: null }, field: 'leads_id must be a number' },
      { data: { leads_id: -1 }, field: 'leads_id must be greater than 0' },
    ],
  };
}

/** Bodies that are not the legacy envelope at all, and the part of the 400 message naming the problem. */
const malformedBodies: { name: string; request: (path: string) => Request; message: RegExp }[] = [
  {
    name: 'no data field',
    request: (path) => rawRequest(path, new URLSearchParams({ payload: '{}' })),
    message: /the form field "data" is missing/,
  },
  {
    name: 'a JSON body instead of form data',
    request: (path) => rawRequest(path, JSON.stringify({ data: {} }), 'application/json'),
    message: /the form field "data" is missing/,
  },
  {
    name: 'no body',
    request: (path) => rawRequest(path, null),
    message: /the form field "data" is missing/,
  },
  {
    name: 'data that is not JSON',
    request: (path) => rawRequest(path, new URLSearchParams({ data: '{leads_id: 1001' })),
    message: /data is not valid JSON/,
  },
  {
    name: 'a JSON array',
    request: (path) => rawRequest(path, new URLSearchParams({ data: '[1001]' })),
    message: /data must be a JSON object, not an array/,
  },
  {
    name: 'JSON null',
    request: (path) => rawRequest(path, new URLSearchParams({ data: 'null' })),
    message: /data must be a JSON object, not null/,
  },
  {
    name: 'a JSON string',
    request: (path) => rawRequest(path, new URLSearchParams({ data: '"leads_id"' })),
    message: /data must be a JSON object, not a string/,
  },
  {
    name: 'a file as data',
    request: (path) => {
      const form = new FormData();
      form.set('data', new File(['{}'], 'data.json', { type: 'application/json' }));
      return rawRequest(path, form);
    },
    message: /must be text, not a file/,
  },
  {
    name: 'a broken multipart body',
    request: (path) => rawRequest(path, '--x\r\nnot a part', 'multipart/form-data; boundary=x'),
    message: /^Invalid request: /,
  },
];

function rawRequest(path: string, body: RequestInit['body'], contentType?: string): Request {
  const headers = new Headers({ Authorization: `Bearer ${TOKEN}` });
  if (contentType) headers.set('Content-Type', contentType);
  return new Request(`http://lapi.test${path}`, { method: 'POST', headers, body });
}

describe('route table', () => {
  it('lists each path once, with a kind, an access level and a summary', () => {
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    for (const route of routes) {
      expect(route.path).toMatch(/^\/lapi\/[a-z0-9_/-]+$/);
      expect(['legacy', 'defined', 'extension']).toContain(route.kind);
      expect(['public', 'customer']).toContain(route.auth);
      expect(route.summary.length).toBeGreaterThan(10);
    }
  });

  it('holds the calls of the login and orders journey', () => {
    expect(routes.map(({ path, kind, auth }) => ({ path, kind, auth }))).toEqual(
      expect.arrayContaining([
        { path: '/lapi/account/login/', kind: 'legacy', auth: 'public' },
        { path: '/lapi/account/verifyauthentication/', kind: 'legacy', auth: 'customer' },
        { path: '/lapi/account/logout/', kind: 'extension', auth: 'customer' },
        { path: '/lapi/account/orders/', kind: 'defined', auth: 'customer' },
        { path: '/lapi/account/pendingorders/', kind: 'legacy', auth: 'customer' },
      ]),
    );
  });

  it('has protocol test cases for every route', () => {
    expect(Object.keys(cases).sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it('refuses a table that lists a path twice', () => {
    const [first] = routes;
    if (!first) throw new Error('empty route table');
    expect(() =>
      createApp({ database: {} as never, routes: [first, first], logger: pino({ level: 'silent' }) }),
    ).toThrow(/twice/);
  });
});

describe.each(backends)('legacy protocol on %s', (backend) => {
  const context = useTestApp(backend);

  beforeAll(async () => {
    await createSessionForTest(context.database.db, demo.alex.leadsId, TOKEN);
  });

  describe.each(routes.map((route) => [route.path, route] as const))('%s', (path, route) => {
    const routeCases = cases[path];

    it.each(malformedBodies)('answers 400 to $name', async ({ request, message }) => {
      const answer = await send(context.app, request(path));
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope.status).toBe('FAILURE');
      expect(answer.envelope.data).toBeNull();
      expect(answer.envelope.message).toMatch(/^Invalid request: /);
      expect(answer.envelope.message).toMatch(message);
    });

    it('answers 400 naming the field for wrong types and missing fields', async () => {
      for (const { data, field } of routeCases?.invalid ?? []) {
        const answer = await callLapi(context.app, path, data, { token: TOKEN });
        expect(answer.httpStatus, JSON.stringify(data)).toBe(400);
        if (route.invalidInput) {
          // The route's own message, the problems in data (see invalidInputAs).
          expect(answer.envelope.status).toBe('FAILURE');
          expect(answer.envelope.data).toMatchObject({
            field: expect.any(String),
            message: expect.any(String),
            fields: expect.any(Object),
          });
          const { fields } = answer.envelope.data as { fields: Record<string, string> };
          const problems = Object.entries(fields).map(([name, problem]) => `${name}: ${problem}`);
          expect(problems.join('\n'), JSON.stringify(data)).toContain(field);
          continue;
        }
        expect(answer.envelope).toMatchObject({ status: 'FAILURE', data: null });
        expect(answer.envelope.message).toContain(field);
      }
    });

    it('accepts the same call as multipart/form-data', async () => {
      await routeCases?.arrange?.(context.database.db);
      const answer = await callLapi(context.app, path, routeCases?.valid, {
        token: TOKEN,
        encoding: 'multipart',
        ...(routeCases?.files && { files: routeCases.files() }),
      });
      expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
      expect(answer.envelope.status).toBe('SUCCESS');
      if (route.path.startsWith('/lapi/account/logout'))
        await createSessionForTest(context.database.db, demo.alex.leadsId, TOKEN);
    });

    it('answers 405 to other methods and 404 to the path with its trailing slash toggled', async () => {
      const get = await send(context.app, new Request(`http://lapi.test${path}`, { method: 'GET' }));
      expect(get.httpStatus).toBe(405);
      expect(get.headers.get('Allow')).toBe('POST');
      expect(get.envelope.status).toBe('FAILURE');
      const toggled = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      const answer = await callLapi(context.app, toggled, routeCases?.valid, { token: TOKEN });
      expect(answer.httpStatus).toBe(404);
    });

    if (route.auth === 'customer') {
      // Every customer call of the table, new ones included: a session acts for its own lead only.
      it("refuses one customer's session naming the other, both ways, before the handler runs", async () => {
        // Sessions of their own: earlier calls of the table (a password change, a reset) end sessions.
        const samToken = `protocol-isolation-sam${path}`;
        const alexToken = `protocol-isolation-alex${path}`;
        await createSessionForTest(context.database.db, demo.sam.leadsId, samToken);
        await createSessionForTest(context.database.db, demo.alex.leadsId, alexToken);
        const asSamForAlex = await callLapi(
          context.app,
          path,
          { ...routeCases?.valid, leads_id: demo.alex.leadsId },
          { token: samToken, ...(routeCases?.files && { encoding: 'multipart', files: routeCases.files() }) },
        );
        expect(asSamForAlex.httpStatus, JSON.stringify(asSamForAlex.envelope)).toBe(403);
        expect(asSamForAlex.envelope.status).toBe('FAILURE');
        const asAlexForSam = await callLapi(
          context.app,
          path,
          { ...routeCases?.valid, leads_id: demo.sam.leadsId },
          {
            token: alexToken,
            ...(routeCases?.files && { encoding: 'multipart', files: routeCases.files() }),
          },
        );
        expect(asAlexForSam.httpStatus, JSON.stringify(asAlexForSam.envelope)).toBe(403);
      });

      it('checks the session before the body', async () => {
        const answer = await send(
          context.app,
          new Request(`http://lapi.test${path}`, { method: 'POST', body: 'junk' }),
        );
        expect(answer.httpStatus).toBe(401);
      });
    }
  });

  it('answers 404 FAILURE to an unknown path', async () => {
    const answer = await callLapi(context.app, '/lapi/account/nosuchcall/', {});
    expect(answer.httpStatus).toBe(404);
    expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Not found.' });
    expect((await callLapi(context.app, '/', {})).httpStatus).toBe(404);
  });

  it('answers 413 to a body over the limit', async () => {
    const answer = await callLapi(context.app, '/lapi/account/login/', {
      email: 'a@b.co',
      password: 'x'.repeat(300_000),
    });
    expect(answer.httpStatus).toBe(413);
    expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Request too large.' });
  });

  it('marks every answer as not cacheable', async () => {
    const answer = await callLapi(context.app, '/lapi/account/pendingorders/', {}, { token: TOKEN });
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('answers 500 "Internal error." to an unexpected exception, logs it, and leaks nothing', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    const explode: Route = defineRoute({
      path: '/lapi/test/explode/',
      kind: 'extension',
      auth: 'public',
      summary: 'Throws, to test the error path.',
      input: z.object({}),
      async handler() {
        throw new Error('database password is hunter2');
      },
    });
    const calm: Route = defineRoute({
      path: '/lapi/test/calm/',
      kind: 'extension',
      auth: 'public',
      summary: 'Answers, to show the app still works after an error.',
      input: z.object({}),
      handler: async () => success('fine'),
    });
    const app = createApp({ database: context.database, logger, routes: [explode, calm] });

    const response = await app.fetch(lapiRequest('/lapi/test/explode/', {}));
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ status: 'FAILURE', data: null, message: 'Internal error.' });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    expect(lines.join('')).toContain('hunter2');
    expect(lines.join('')).toContain('/lapi/test/explode/');
    expect((await callLapi(app, '/lapi/test/calm/', {})).envelope.data).toBe('fine');
  });
});
