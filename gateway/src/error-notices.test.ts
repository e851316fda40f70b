import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { errorNoticesApp } from './error-notices.ts';
import { CSRF_HEADER } from './yoga.ts';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = new Hono().route('/', errorNoticesApp(logger));
  return { app, lines };
}

const airbrakeNotice = {
  errors: [
    {
      type: 'TypeError',
      message: "Cannot read properties of undefined (reading 'x')",
      backtrace: [{ function: 'render', file: 'https://shop/assets/index.js', line: 1, column: 99 }],
    },
  ],
  context: {
    severity: 'critical',
    url: 'https://shop/orders?token=secret-value',
    component: 'ErrorBoundary',
    notifier: { name: 'airbrake-js/browser' },
  },
  params: { password: '[Filtered]' },
  session: { email: 'alex@helmsman.test' },
};

describe('error notices endpoint', () => {
  it('logs an Airbrake notice with its severity, without query strings, params or session', async () => {
    const { app, lines } = appWithLog();
    const response = await app.fetch(
      new Request('http://localhost/api/v3/projects/1/notices?key=browser', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify(airbrakeNotice),
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: expect.any(String) });
    const logged = lines.find((line) => line.msg === 'browser error notice');
    expect(logged).toMatchObject({
      severity: 'critical',
      url: 'https://shop/orders',
      component: 'ErrorBoundary',
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-value');
    expect(text).not.toContain('alex@helmsman.test');
  });

  it('refuses what is not a notice', async () => {
    const { app } = appWithLog();
    const response = await app.fetch(
      new Request('http://localhost/api/v3/projects/1/notices', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: '{"errors":[]}',
      }),
    );
    expect(response.status).toBe(400);
  });

  // A cross-site page can send text/plain or a form without a preflight, but neither JSON nor a custom
  // header: requiring both keeps other sites from writing into the log.
  it.each([
    ['text/plain without the CSRF header', { 'content-type': 'text/plain' }, 403],
    ['JSON without the CSRF header', { 'content-type': 'application/json' }, 403],
    ['text/plain with the CSRF header', { 'content-type': 'text/plain', [CSRF_HEADER]: '1' }, 415],
    [
      'a form with the CSRF header',
      { 'content-type': 'application/x-www-form-urlencoded', [CSRF_HEADER]: '1' },
      415,
    ],
  ])('refuses %s, before reading it', async (_name, headers, status) => {
    const { app, lines } = appWithLog();
    const response = await app.fetch(
      new Request('http://localhost/api/v3/projects/1/notices', {
        method: 'POST',
        headers,
        body: JSON.stringify(airbrakeNotice),
      }),
    );
    expect(response.status).toBe(status);
    expect(lines.filter((line) => line.msg === 'browser error notice')).toHaveLength(0);
  });

  it('serves the notifier its remote configuration with a 10-minute poll', async () => {
    const { app } = appWithLog();
    const response = await app.fetch(new Request('http://localhost/2020-06-18/config/1/config.json'));
    expect(await response.json()).toMatchObject({ project_id: 1, poll_sec: 600 });
  });
});
