import {
  ERROR_NOTICE_MAX_CHARACTERS,
  ERROR_REPORTER_HISTORY,
  ERROR_REPORTER_OFFLINE_QUEUE,
  ERROR_REPORTER_REMOTE_CONFIG_INTERVAL_MS,
  ERROR_REPORTER_TIMEOUT_MS,
} from '@helmsman/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, reportError, reportRenderFailure, stripQuery } from './error-reporter.ts';

interface Sent {
  url: string;
  body: {
    errors: { type: string; message: string }[];
    context: Record<string, unknown>;
    params: Record<string, unknown>;
  };
  bodyLength: number;
  signal: AbortSignal;
}

/** A reporter whose transport records what it would send and answers like the gateway. */
function recordingReporter(development = false) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const text = String(init?.body);
    sent.push({
      url: String(url),
      body: JSON.parse(text),
      bodyLength: text.length,
      signal: init?.signal as AbortSignal,
    });
    return new Response(JSON.stringify({ id: `n${sent.length}`, url: '' }), { status: 201 });
  });
  const notifier = createErrorReporter({
    host: 'https://errors.test',
    development,
    remoteConfig: false,
    fetch: fetch as typeof globalThis.fetch,
  });
  return { notifier, sent, fetch };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('error reporter', () => {
  it('posts Airbrake notices to the configured host', async () => {
    const { notifier, sent } = recordingReporter();
    const notice = await notifier.notify(new TypeError('boom'));
    expect(notice.id).toBe('n1');
    expect(sent[0]?.url).toBe('https://errors.test/api/v3/projects/1/notices?key=helmsman-browser');
    expect(sent[0]?.body.errors[0]).toMatchObject({ type: 'TypeError', message: 'boom' });
  });

  it('filters every key matching password or secret, at any depth', async () => {
    const { notifier, sent } = recordingReporter();
    await notifier.notify({
      error: new Error('login failed'),
      params: {
        password: 'Valhalla1',
        clientSecret: 'abc',
        form: { newPassword: 'x', SECRET_TOKEN: 'y', email: 'alex@helmsman.test' },
        page: 'login',
      },
    });
    const text = JSON.stringify(sent[0]?.body);
    expect(text).not.toMatch(/Valhalla1|"abc"|"x"|"y"/);
    expect(sent[0]?.body.params).toEqual({
      password: '[Filtered]',
      clientSecret: '[Filtered]',
      form: { newPassword: '[Filtered]', SECRET_TOKEN: '[Filtered]', email: 'alex@helmsman.test' },
      page: 'login',
    });
  });

  it('keeps notices under 64000 characters however much they carry', async () => {
    const { notifier, sent } = recordingReporter();
    const huge = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`field${i}`, 'x'.repeat(5000)]));
    await notifier.notify({ error: new Error('x'.repeat(100_000)), params: huge });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.bodyLength).toBeLessThan(ERROR_NOTICE_MAX_CHARACTERS);
  });

  it('never sends a page address with its query string', async () => {
    const { notifier, sent } = recordingReporter();
    await notifier.notify({
      error: new Error('x'),
      context: {
        url: 'https://shop.test/reset-password?id=token123#top',
        history: [{ type: 'location', from: '/login?next=%2Forders', to: '/reset-password?id=token123' }],
      },
    });
    const context = sent[0]?.body.context ?? {};
    expect(context.url).toBe('https://shop.test/reset-password');
    expect(context.history).toEqual([{ type: 'location', from: '/login', to: '/reset-password' }]);
    expect(stripQuery('/orders')).toBe('/orders');
  });

  it('sends nothing in development', async () => {
    const { notifier, fetch } = recordingReporter(true);
    const notice = await notifier.notify(new Error('dev only'));
    expect(notice.error?.message).toMatch(/filtered/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up on a notice after 10 seconds', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const notifier = createErrorReporter({
      host: 'https://errors.test',
      remoteConfig: false,
      fetch: fetch as typeof globalThis.fetch,
    });
    const pending = notifier.notify(new Error('slow network'));
    await vi.advanceTimersByTimeAsync(ERROR_REPORTER_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(pending).resolves.toMatchObject({ error: expect.objectContaining({ name: 'AbortError' }) });
  });

  it('reports a render failure as critical and other failures as errors', async () => {
    const { notifier, sent } = recordingReporter();
    reportRenderFailure(new Error('render'), '\n    at Orders', notifier);
    reportError(new Error('click'), { attempt: 2 }, notifier);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]?.body.context).toMatchObject({ severity: 'critical', component: 'ErrorBoundary' });
    expect(sent[0]?.body.params).toEqual({ componentStack: '\n    at Orders' });
    expect(sent[1]?.body.context).toMatchObject({ severity: 'error', attempt: 2 });
  });

  it('never throws, even when a notice cannot be made small enough', () => {
    const notifier = createErrorReporter({ host: 'https://errors.test', remoteConfig: false });
    vi.spyOn(notifier, 'notify').mockImplementation(() => {
      throw new Error("airbrake: notice exceeds max length and can't be truncated");
    });
    expect(() => reportRenderFailure(new Error('render'), null, notifier)).not.toThrow();
    expect(() => reportError(new Error('click'), {}, notifier)).not.toThrow();
  });

  it('sends the last 20 entries of history with a notice', async () => {
    const { notifier, sent } = recordingReporter();
    for (let n = 1; n <= ERROR_REPORTER_HISTORY + 5; n += 1) {
      notifier.scope().pushHistory({ type: 'location', from: `/page-${n - 1}`, to: `/page-${n}` });
    }
    await notifier.notify(new Error('with history'));
    const history = sent[0]?.body.context.history as { to: string }[];
    expect(history).toHaveLength(ERROR_REPORTER_HISTORY);
    expect(history.at(-1)?.to).toBe(`/page-${ERROR_REPORTER_HISTORY + 5}`);
  });

  it('keeps at most 100 notices while offline and sends them when back online', async () => {
    const { notifier, sent } = recordingReporter();
    // What the browser's 'offline' and 'online' events call (there is no window under Node).
    const network = notifier as unknown as { onOffline(): void; onOnline(): void };
    network.onOffline();
    const queued = Array.from({ length: ERROR_REPORTER_OFFLINE_QUEUE + 1 }, (_, n) =>
      notifier.notify(new Error(`offline ${n}`)),
    );
    // The oldest one makes room for the newest.
    await expect(queued[0]).resolves.toMatchObject({
      error: new Error('airbrake: offline queue is too large'),
    });
    expect(sent).toHaveLength(0);
    network.onOnline();
    await Promise.all(queued.slice(1));
    expect(sent).toHaveLength(ERROR_REPORTER_OFFLINE_QUEUE);
    expect(sent.map((notice) => notice.body.errors[0]?.message)).not.toContain('offline 0');
  });

  it('polls the remote configuration every 10 minutes, and never in development', () => {
    vi.useFakeTimers();
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const production = createErrorReporter({ host: 'https://errors.test' });
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), ERROR_REPORTER_REMOTE_CONFIG_INTERVAL_MS);
    production.close();
    setInterval.mockClear();
    createErrorReporter({ host: 'https://errors.test', development: true }).close();
    expect(setInterval).not.toHaveBeenCalledWith(
      expect.any(Function),
      ERROR_REPORTER_REMOTE_CONFIG_INTERVAL_MS,
    );
    setInterval.mockRestore();
  });
});
