import { siteToaster, Toaster } from '@helmsman/ui';
import { useSnapshot } from 'valtio';
import { toastRegions } from '../state/toast-regions.ts';

/**
 * Pages outside the customer area toast top-right; the customer shell renders its own bottom-right
 * region (spec section 2), and while it is on screen this one is not, so F8 finds the region in use.
 * Loaded lazily by main.tsx (the toast machine is ~8 KiB gzip no page needs to paint); toasts created
 * before it mounts wait in the toaster's store and show when it does.
 */
export function SiteToaster() {
  const { customerAreaMounted } = useSnapshot(toastRegions);
  return customerAreaMounted > 0 ? null : <Toaster toaster={siteToaster} label="Notifications" />;
}
