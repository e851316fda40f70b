import { type ComponentType, createElement, lazy } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * React.lazy, except that once its module has loaded (`preload()`, or a first render) it renders the
 * component at once. A lazy component suspends in its first render even when its module is already
 * in the browser: React then commits the Suspense fallback ('Loading…') and shows the page in a later
 * pass, no sooner than its fallback throttle allows (300 ms). The opened page's chunks are preloaded
 * by its HTML, so main.tsx loads them before the first render and the page paints in one pass.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per lazy module at module level (routes.tsx), never during a render
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload });
}
