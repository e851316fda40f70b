// wouter imports `use-sync-external-store/shim`, whose fallback for React before 18 (~0.7 KB) would
// ship in the first chunk: React 19 has the hook itself (vite.config.ts aliases the shim to this).
export { useSyncExternalStore } from 'react';
