import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const loaders = new Set<() => Promise<unknown>>();

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint on what it loads
type AnyComponent = ComponentType<any>;

/**
 * A part of a screen that nobody needs to see it first (a dialog, a drawer, the toast region), as a
 * chunk of its own: React.lazy over a named export. Render it under a Suspense boundary, and only once
 * it is wanted (first opened); `preload` starts the load early, e.g. `whenIdle(Part.preload)`.
 */
export function lazyPart<M extends { [key in K]: AnyComponent }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> & { preload: () => Promise<M> } {
  loaders.add(load);
  const part = lazy(async () => ({ default: (await load())[name] }));
  return Object.assign(part, { preload: load });
}

/** Loads every lazy part defined so far: stories render with them in, as a page does once idle. */
export async function preloadLazyParts(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}

/** Runs `task` when the browser is idle, within `timeout` ms at the latest. Returns a cancel function. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, timeout);
  return () => clearTimeout(id);
}
