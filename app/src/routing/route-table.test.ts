import { readFileSync } from 'node:fs';
import { productPath, SHOP_FAMILIES, treatmentPath, VISIT_CATEGORIES } from '@helmsman/domain';
import { describe, expect, it } from 'vitest';
import { firstQueries, prerenderedRoutes, publicRoutes, routeModules } from '../../build/routes.ts';
import * as documents from '../gql/hooks.ts';
import { hydratesForCustomers, pageComponentName, routeTable } from './route-table.ts';

describe('the route table', () => {
  it('names each page component after its file', () => {
    expect(pageComponentName('account/payment-method-page.tsx')).toBe('PaymentMethodPage');
    expect(pageComponentName('static-pages/faq-route-page.tsx')).toBe('FaqRoutePage');
  });

  it('points every route at a page module that exports that component', () => {
    for (const { page } of Object.values(routeTable)) {
      if (page === null) continue;
      const source = readFileSync(new URL(`../${page}`, import.meta.url), 'utf8');
      expect(source, page).toContain(`export function ${pageComponentName(page)}(`);
    }
  });

  it('loads the customer shell with every customer-area page, and nothing for /cart', () => {
    expect(routeModules['/accounts']).toEqual([
      'src/routing/customer-area.tsx',
      'src/account/account-page.tsx',
    ]);
    expect(routeModules['/login']).toEqual(['src/session/login-page.tsx']);
    expect(routeModules['/cart']).toEqual([]);
  });

  it("gives every customer page first data, the Shell first, each a query of the app's without variables", () => {
    for (const [path, entry] of Object.entries(routeTable) as [string, { access: string }][]) {
      const queries = (firstQueries as Record<string, readonly string[] | undefined>)[path];
      if (entry.access !== 'customer-area') {
        expect(queries, path).toBeUndefined();
        continue;
      }
      expect(queries?.[0], path).toBe('Shell');
      for (const operation of queries ?? []) {
        const document = (documents as Record<string, unknown>)[`${operation}Document`];
        expect(String(document), `${path}: ${operation}`).toMatch(new RegExp(`^\\s*query ${operation} \\{`));
      }
    }
    // The thread marks what it reads: never fetched without the page asking.
    expect(firstQueries['/messages']).toEqual(['Shell']);
    expect(firstQueries['/dashboard']).toEqual(['Shell', 'Dashboard']);
  });

  it('prerenders the public pages only, /reset-password without a query', () => {
    expect(prerenderedRoutes['/reset-password']).toBe('no-query');
    expect(publicRoutes).toEqual([
      '/',
      '/shop',
      '/shop/sleep-gummies',
      '/shop/biotin-gummies',
      '/shop/immunity-gummies',
      '/shop/holiday-bundle',
      '/treatments/ed',
      '/treatments/sleep',
      '/treatments/hair',
      '/treatments/sky-glp',
      '/login',
      '/reset-password',
      '/confirm-email',
      '/supp',
      '/privacy',
      '/terms',
      '/consent-to-telehealth',
      '/faq',
    ]);
  });

  it('lists a product page for each family of the catalogue, and no other', () => {
    const productRoutes = Object.entries(routeTable)
      .filter(([, { page }]) => page === 'shop/product-page.tsx')
      .map(([path]) => path);
    expect(productRoutes).toEqual(SHOP_FAMILIES.map(productPath));
  });

  it('lists a treatment page for each visit category, and no other', () => {
    const treatmentRoutes = Object.entries(routeTable)
      .filter(([, { page }]) => page === 'visit/treatment-page.tsx')
      .map(([path]) => path);
    expect(treatmentRoutes).toEqual(VISIT_CATEGORIES.map(treatmentPath));
  });

  it("hydrates the shop's pages for a customer too, and no other page", () => {
    expect(['/', '/shop', '/shop/holiday-bundle'].map(hydratesForCustomers)).toEqual([true, true, true]);
    expect(['/login', '/supp', '/dashboard', '/shop/nothing'].map(hydratesForCustomers)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
