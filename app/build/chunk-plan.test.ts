import { describe, expect, it } from 'vitest';
import { type PlanChunk, type PlanInput, planChunks } from './chunk-plan.ts';

const chunk = (fileName: string, gzipKib: number, more: Partial<PlanChunk> = {}): PlanChunk => ({
  fileName,
  moduleIds: [`/src/${fileName.replace('.js', '.ts')}`],
  imports: [],
  gzipKib,
  pinned: false,
  ...more,
});

/** Two customer pages and a public page over a small shared world. */
function world(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    chunks: [
      chunk('entry.js', 80, { pinned: true }),
      chunk('dashboard-page.js', 5, {
        pinned: true,
        imports: ['money.js', 'badge.js', 'icons.js', 'card.js'],
      }),
      chunk('orders-page.js', 5, { pinned: true, imports: ['money.js', 'badge.js', 'icons.js'] }),
      chunk('shop-page.js', 5, { pinned: true, imports: ['money.js'] }),
      chunk('money.js', 0.3),
      chunk('badge.js', 0.4),
      chunk('icons.js', 0.2),
      chunk('card.js', 0.5, { imports: ['big.js'] }),
      chunk('big.js', 20),
    ],
    entry: ['entry.js'],
    roots: {
      '/dashboard': ['dashboard-page.js'],
      '/orders': ['orders-page.js'],
      '/shop': ['shop-page.js'],
    },
    targets: ['/dashboard', '/orders'],
    budgetOf: (route) => (route === '/shop' ? 90 : 150),
    marginKib: 0.5,
    maxKibPerFileSaved: 4,
    ...overrides,
  };
}

const groupsOf = (plan: Map<string, string>) => {
  const groups = new Map<string, string[]>();
  for (const [id, name] of plan) groups.set(name, [...(groups.get(name) ?? []), id].sort());
  return [...groups.values()];
};

describe('planChunks', () => {
  it('merges the small chunks the customer pages share, and a chunk with what only it imports', () => {
    expect(groupsOf(planChunks(world()))).toEqual([
      ['/src/badge.ts', '/src/icons.ts', '/src/money.ts'],
      ['/src/big.ts', '/src/card.ts'],
    ]);
  });

  it('never merges a lazy module: the entry and the pages keep their own chunks', () => {
    const plan = planChunks(world());
    for (const page of ['entry', 'dashboard-page', 'orders-page', 'shop-page']) {
      expect(plan.has(`/src/${page}.ts`)).toBe(false);
    }
  });

  it('counts what a merged chunk imports: card.js would bring /orders its 20 KiB import for one file saved', () => {
    const plan = planChunks(world());
    expect(plan.get('/src/card.ts')).not.toBe(plan.get('/src/badge.ts'));
    // Made when the budgets and the bytes per file saved allow it: /orders and /shop then load 20.5 KiB more.
    const generous = planChunks(world({ maxKibPerFileSaved: 50, budgetOf: () => 150 }));
    expect(generous.get('/src/card.ts')).toBe(generous.get('/src/badge.ts'));
  });

  it('keeps every route within its budget less the margin', () => {
    // The shop loads 85.3 of 90: with a 4.5 margin, money.js (which it loads) can take nothing on.
    expect(groupsOf(planChunks(world({ marginKib: 4.5 })))).toEqual([
      ['/src/badge.ts', '/src/icons.ts'],
      ['/src/big.ts', '/src/card.ts'],
    ]);
  });

  it('plans nothing when no target shares two chunks', () => {
    expect(planChunks(world({ targets: ['/shop'] })).size).toBe(0);
  });
});
