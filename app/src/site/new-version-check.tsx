import { NewVersionBanner } from '@helmsman/ui';
import { createRoot } from 'react-dom/client';
import { browserEnvironment, loadedBuildId, watchForNewVersion } from './new-version.ts';

/**
 * Loaded after the first paint, and only when the site configuration's `newVersionCheck` is on
 * (main.tsx). The banner is a React root of its own at the end of the body: it needs nothing of the
 * app's tree (no router, no data), so the app's first chunk carries none of it.
 */
export function startNewVersionCheck(): void {
  const loadedId = loadedBuildId(document);
  if (loadedId === null) return;
  watchForNewVersion(loadedId, showBanner, browserEnvironment());
}

function showBanner(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<NewVersionBanner onReload={() => location.reload()} />);
}
