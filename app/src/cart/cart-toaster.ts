import { customerAreaToaster, siteToaster } from '@helmsman/ui';
import { toastRegions } from '../state/toast-regions.ts';

/** The cart drawer opens in the customer area and on the public pages: its toasts go where a region is. */
export function cartToaster() {
  return toastRegions.customerAreaMounted > 0 ? customerAreaToaster : siteToaster;
}
