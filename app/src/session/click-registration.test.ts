import { CLICK_REGISTRATION_ATTEMPTS, type ClickRegistration } from '@helmsman/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  CLICK_ID_KEY,
  clickFailure,
  clickRegistrationFrom,
  isNewVisit,
  registerClickWithRetry,
  registerVisit,
  retryDelayMs,
  storedClickId,
} from './click-registration.ts';

const registration = clickRegistrationFrom(new URL('https://shop.test/orders?a=7&utm_source=mail'), {
  referrer: 'https://mail.test/',
  userAgent: 'Mozilla/5.0 (Macintosh)',
});

/** A transport failing the first `failures` calls, then answering click ids 'c1', 'c2'… */
function flakySend(failures: number) {
  let calls = 0;
  return vi.fn(async (_registration: ClickRegistration) => {
    calls += 1;
    if (calls <= failures) throw new Error(`network down ${calls}`);
    return `c${calls}`;
  });
}

function retryDependencies(failures: number) {
  return {
    send: flakySend(failures),
    report: vi.fn(),
    wait: vi.fn(async () => undefined),
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('registerClickWithRetry (spec section 8)', () => {
  it('answers the click id of the first attempt that works, after reporting each failure', async () => {
    const deps = retryDependencies(2);
    await expect(registerClickWithRetry(registration, deps)).resolves.toBe('c3');
    expect(deps.send).toHaveBeenCalledTimes(3);
    expect(deps.report.mock.calls.map(([error, attempt]) => [(error as Error).message, attempt])).toEqual([
      ['network down 1', 1],
      ['network down 2', 2],
    ]);
    expect(deps.wait.mock.calls).toEqual([[retryDelayMs(1)], [retryDelayMs(2)]]);
  });

  it('makes 3 attempts in all, reports all 3 failures and gives up without waiting again', async () => {
    const deps = retryDependencies(10);
    await expect(registerClickWithRetry(registration, deps)).resolves.toBeNull();
    expect(deps.send).toHaveBeenCalledTimes(CLICK_REGISTRATION_ATTEMPTS);
    expect(deps.report).toHaveBeenCalledTimes(3);
    expect(deps.wait).toHaveBeenCalledTimes(2);
  });

  it('does not retry a click that was registered', async () => {
    const deps = retryDependencies(0);
    await expect(registerClickWithRetry(registration, deps)).resolves.toBe('c1');
    expect(deps.send).toHaveBeenCalledTimes(1);
    expect(deps.report).not.toHaveBeenCalled();
    expect(deps.wait).not.toHaveBeenCalled();
  });

  it('waits longer before each retry', () => {
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
  });

  it('reports each attempt as its own error, the cause kept', () => {
    const cause = new Error('timeout');
    const failure = clickFailure(cause, 2);
    expect(failure.message).toBe('Failed to create click (attempt 2 of 3)');
    expect(failure.cause).toBe(cause);
    expect(clickFailure(cause, 3).message).not.toBe(failure.message);
  });
});

describe('what a click carries', () => {
  it('has every query parameter, the page, the referrer, the browser and the device type', () => {
    expect(registration).toEqual({
      params: [
        { name: 'a', value: '7' },
        { name: 'utm_source', value: 'mail' },
      ],
      url: 'https://shop.test/orders?a=7&utm_source=mail',
      referrer: 'https://mail.test/',
      userAgent: 'Mozilla/5.0 (Macintosh)',
      deviceType: 'desktop',
    });
  });

  it("never carries a reset link's token", () => {
    const landing = new URL('https://shop.test/reset-password?id=s3cr3t-token&a=7');
    const click = clickRegistrationFrom(landing, { referrer: '', userAgent: 'Mozilla/5.0' });
    expect(click.params).toEqual([{ name: 'a', value: '7' }]);
    expect(click.url).toBe('https://shop.test/reset-password?a=7');
  });
});

describe('registerVisit', () => {
  const environment = (navigationType: string | undefined, storage = memoryStorage()) => ({
    url: new URL('https://shop.test/?c1=spring'),
    referrer: '',
    userAgent: 'Mozilla/5.0 (iPhone) Mobile',
    navigationType,
    storage,
  });

  it('keeps the click id in session storage', async () => {
    const storage = memoryStorage();
    const deps = retryDependencies(1);
    await registerVisit(environment('navigate', storage), deps);
    expect(storage.items.get(CLICK_ID_KEY)).toBe('c2');
    expect(deps.send.mock.calls[0]?.[0]).toMatchObject({
      params: [{ name: 'c1', value: 'spring' }],
      deviceType: 'mobile',
    });
  });

  it('keeps the click of the visit on reload and Back, and registers a new arrival in the same tab', async () => {
    for (const type of ['reload', 'back_forward']) {
      const deps = retryDependencies(0);
      const storage = memoryStorage({ [CLICK_ID_KEY]: 'old' });
      await registerVisit(environment(type, storage), deps);
      expect(deps.send).not.toHaveBeenCalled();
      expect(storage.items.get(CLICK_ID_KEY)).toBe('old');
    }
    const storage = memoryStorage({ [CLICK_ID_KEY]: 'old' });
    await registerVisit(environment('navigate', storage), retryDependencies(0));
    expect(storage.items.get(CLICK_ID_KEY)).toBe('c1');
  });

  it('registers a reload that has no click yet (the first attempts all failed)', () => {
    expect(isNewVisit('reload', null)).toBe(true);
    expect(isNewVisit(undefined, 'old')).toBe(true);
  });

  it('stores nothing when every attempt failed, and survives storage that throws', async () => {
    const storage = memoryStorage();
    await registerVisit(environment('navigate', storage), retryDependencies(3));
    expect(storage.items.has(CLICK_ID_KEY)).toBe(false);

    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(storedClickId(broken)).toBeNull();
    await expect(
      registerVisit(environment('navigate', broken as never), retryDependencies(0)),
    ).resolves.toBeUndefined();
  });
});
