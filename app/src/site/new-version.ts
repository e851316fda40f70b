/**
 * Watching for a new deployment (issue 13, point 6; spec sections 1 and 7: GET /build.json). The page
 * knows the build it runs (the build writes its id into index.html, build/build-id.ts); the gateway
 * serves the id of the build it serves now. When they differ, a newer version is out.
 */

/** Ours (the spec gives none): often enough that nobody runs an old version for long, rare for the server. */
export const NEW_VERSION_POLL_MS = 5 * 60_000;

/** The meta element the build writes the page's build id in (build/build-id.ts). */
export const BUILD_ID_META = 'build-id';

/** The build the page runs, or null where there is none (Vite's dev server): then nothing is watched. */
export function loadedBuildId(document: Pick<Document, 'querySelector'>): string | null {
  return document.querySelector(`meta[name="${BUILD_ID_META}"]`)?.getAttribute('content') || null;
}

/** The id the shop serves now; null when it gave none (offline, a 404, an answer without an id). */
export async function servedBuildId(
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<string | null> {
  try {
    const response = await fetch('/build.json', { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return null;
    const { id } = (await response.json()) as { id?: unknown };
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/** What the watch needs of the page, injected so a test drives the clock and the tab's visibility. */
export interface VersionWatchEnvironment {
  servedBuildId: () => Promise<string | null>;
  /** Calls `tick` every `ms` until the returned function is called. */
  every: (ms: number, tick: () => void) => () => void;
  isHidden: () => boolean;
  /** Calls `listener` when the tab is hidden or shown, until the returned function is called. */
  onVisibilityChange: (listener: () => void) => () => void;
}

export function browserEnvironment(): VersionWatchEnvironment {
  return {
    servedBuildId: () => servedBuildId(),
    every: (ms, tick) => {
      const interval = setInterval(tick, ms);
      return () => clearInterval(interval);
    },
    isHidden: () => document.visibilityState === 'hidden',
    onVisibilityChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

/**
 * Asks every NEW_VERSION_POLL_MS while the tab is visible, and at once when it becomes visible again
 * (a customer coming back to a tab left open is the likeliest to run an old version); a hidden tab
 * asks nothing. Calls `onNewVersion` once, at the first id other than `loadedId`, and stops. Returns
 * a function that stops the watch.
 */
export function watchForNewVersion(
  loadedId: string,
  onNewVersion: () => void,
  environment: VersionWatchEnvironment,
): () => void {
  let stopPolling: (() => void) | null = null;
  let asking = false;
  let stopped = false;

  const ask = async () => {
    if (asking || stopped) return;
    asking = true;
    const served = await environment.servedBuildId();
    asking = false;
    if (stopped || served === null || served === loadedId) return;
    stop();
    onNewVersion();
  };
  const poll = () => {
    stopPolling ??= environment.every(NEW_VERSION_POLL_MS, () => void ask());
  };
  const pause = () => {
    stopPolling?.();
    stopPolling = null;
  };
  const stopWatchingVisibility = environment.onVisibilityChange(() => {
    if (environment.isHidden()) return pause();
    poll();
    void ask();
  });
  function stop() {
    stopped = true;
    pause();
    stopWatchingVisibility();
  }

  if (!environment.isHidden()) poll();
  return stop;
}
