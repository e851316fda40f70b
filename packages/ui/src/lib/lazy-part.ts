import { type ComponentProps, type ComponentType, createElement, type FunctionComponent, use } from 'react';

const loaders = new Set<() => Promise<unknown>>();

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props
type AnyComponent = ComponentType<any>;

/**
 * A part of a screen that nobody needs to see it first (a dialog, a drawer, the toast region, an edit
 * form), as a chunk of its own. Render it under a Suspense boundary, and only once it is wanted (first
 * opened); `preload` starts the load early, e.g. `whenIdle(Part.preload)`. Unlike React.lazy, a part
 * that has loaded renders at once, without suspending for a tick first: a form opened after the page
 * went idle is there in the same render as the click.
 */
export function lazyPart<M extends { [key in K]: AnyComponent }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): FunctionComponent<ComponentProps<M[K]>> & { preload: () => Promise<M> } {
  let loaded: M[K] | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module[name];
      return module;
    });
    return loading;
  };
  loaders.add(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per part at module level, never during a render
  function LazyPart(props: ComponentProps<M[K]>) {
    const component = loaded ?? use(preload())[name];
    return createElement(component, props);
  }
  LazyPart.displayName = `LazyPart(${String(name)})`;
  return Object.assign(LazyPart, { preload });
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
