/**
 * Resolves after the load event, when the main thread is idle (or 2 s later at the latest): for
 * modules a page will need soon but not to paint (the error reporter, the login's GraphQL client).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : resolve();
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}
