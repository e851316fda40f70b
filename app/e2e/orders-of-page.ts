import type { Page } from 'playwright-core';

/** The session's order numbers as the gateway tells them, read from the page (the cookie is httpOnly). */
export function ordersOfPage(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({ query: '{ orders { history { number } } }' }),
    });
    const body = (await response.json()) as { data: { orders: { history: { number: string }[] } } };
    return body.data.orders.history.map((order) => order.number).sort();
  });
}
