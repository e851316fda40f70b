import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.tsx';

const render = (component: Parameters<typeof createElement>[0]) =>
  renderToString(createElement(Suspense, { fallback: 'Loading…' }, createElement(component)));

describe('a preloadable lazy component', () => {
  it('suspends like React.lazy until loaded, then renders at once, its module loaded only once', async () => {
    let loads = 0;
    const Page = preloadable(async () => {
      loads += 1;
      return () => createElement('p', null, 'Your orders');
    });
    expect(render(Page)).toContain('Loading…');
    await Page.preload();
    await Page.preload();
    expect(render(Page)).toBe('<!--$--><p>Your orders</p><!--/$-->');
    expect(loads).toBe(1);
  });
});
