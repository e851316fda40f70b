import { describe, expect, it, vi } from 'vitest';
import {
  loadedBuildId,
  NEW_VERSION_POLL_MS,
  servedBuildId,
  type VersionWatchEnvironment,
  watchForNewVersion,
} from './new-version.ts';

/** A tab whose clock, visibility and /build.json answers the test drives: no real time passes. */
function fakeTab(answers: (string | null)[]) {
  let hidden = false;
  let visibilityListener: (() => void) | null = null;
  const intervals = new Map<number, () => void>();
  let nextInterval = 0;
  const servedBuildId = vi.fn(async () => (answers.length > 1 ? answers.shift() : answers[0]) ?? null);
  // The watch goes on in the continuation of each answer, which runs before Promise.all's.
  const answered = async () => {
    await Promise.all(servedBuildId.mock.results.map((result) => result.value));
  };
  const environment: VersionWatchEnvironment = {
    servedBuildId,
    every: (ms, tick) => {
      expect(ms).toBe(NEW_VERSION_POLL_MS);
      const id = nextInterval++;
      intervals.set(id, tick);
      return () => intervals.delete(id);
    },
    isHidden: () => hidden,
    onVisibilityChange: (listener) => {
      visibilityListener = listener;
      return () => {
        visibilityListener = null;
      };
    },
  };
  return {
    environment,
    servedBuildId,
    /** One poll interval elapses; resolves once the watch has taken every answer so far. */
    async tick() {
      for (const tick of [...intervals.values()]) tick();
      await answered();
    },
    async setHidden(value: boolean) {
      hidden = value;
      visibilityListener?.();
      await answered();
    },
    running: () => intervals.size,
    watchingVisibility: () => visibilityListener !== null,
  };
}

describe('watching for a new version', () => {
  it('asks every poll interval and announces the first id other than the loaded one, once', async () => {
    const tab = fakeTab(['build-a', 'build-a', 'build-b']);
    const onNewVersion = vi.fn();
    watchForNewVersion('build-a', onNewVersion, tab.environment);
    // Nothing at start: the page was just loaded, so it runs the served version.
    expect(tab.servedBuildId).not.toHaveBeenCalled();

    await tab.tick();
    await tab.tick();
    expect(onNewVersion).not.toHaveBeenCalled();
    await tab.tick();
    expect(onNewVersion).toHaveBeenCalledOnce();
    // Found: no more asking, not even when the tab comes back.
    expect(tab.running()).toBe(0);
    expect(tab.watchingVisibility()).toBe(false);
    expect(tab.servedBuildId).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while the tab is hidden, and at once when it is shown again', async () => {
    const tab = fakeTab(['build-b']);
    const onNewVersion = vi.fn();
    watchForNewVersion('build-a', onNewVersion, tab.environment);
    await tab.setHidden(true);
    expect(tab.running()).toBe(0);
    await tab.tick();
    expect(tab.servedBuildId).not.toHaveBeenCalled();

    await tab.setHidden(false);
    expect(tab.servedBuildId).toHaveBeenCalledOnce();
    expect(onNewVersion).toHaveBeenCalledOnce();
  });

  it('starts paused in a background tab, and keeps one interval however often it is shown', async () => {
    const tab = fakeTab(['build-a']);
    await tab.setHidden(true);
    watchForNewVersion('build-a', vi.fn(), tab.environment);
    expect(tab.running()).toBe(0);
    await tab.setHidden(false);
    await tab.setHidden(false);
    expect(tab.running()).toBe(1);
  });

  it('takes no answer (offline, a 404) for nothing new, and stops when told to', async () => {
    const tab = fakeTab([null]);
    const onNewVersion = vi.fn();
    const stop = watchForNewVersion('build-a', onNewVersion, tab.environment);
    await tab.tick();
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
    expect(tab.running()).toBe(0);
    expect(tab.watchingVisibility()).toBe(false);
  });
});

describe('the build ids', () => {
  it("reads the page's own from the meta element the build writes; none on Vite's dev server", () => {
    const page = (content: string | null) => ({
      querySelector: (selector: string) =>
        selector === 'meta[name="build-id"]' && content !== null ? { getAttribute: () => content } : null,
    });
    expect(loadedBuildId(page('3f9a0c2d1b7e4a65') as unknown as Document)).toBe('3f9a0c2d1b7e4a65');
    expect(loadedBuildId(page(null) as unknown as Document)).toBeNull();
  });

  it("reads the served one from /build.json, never from the browser's cache; anything else is none", async () => {
    const fetch = vi.fn(async () => Response.json({ id: '8d1e5b7c9a2f0364' }));
    expect(await servedBuildId(fetch)).toBe('8d1e5b7c9a2f0364');
    expect(fetch).toHaveBeenCalledWith('/build.json', expect.objectContaining({ cache: 'no-store' }));
    expect(
      await servedBuildId(async () => Response.json({ error: 'not built' }, { status: 404 })),
    ).toBeNull();
    expect(await servedBuildId(async () => Response.json({ id: 42 }))).toBeNull();
    expect(await servedBuildId(async () => new Response('<html>'))).toBeNull();
    expect(
      await servedBuildId(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBeNull();
  });
});
