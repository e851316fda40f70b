import { proxy } from 'valtio';

/**
 * Which toast region the page shows. The customer shell renders its own region (bottom right); the site
 * region (top right) is for every other page. Only one may be mounted: each Ark toaster listens for F8
 * on the document, and with two the one mounted last would take the focus, an empty region included.
 */
export const toastRegions = proxy({ customerAreaMounted: 0 });

/** Called by the customer area while it is on screen; the returned function undoes it. */
export function customerAreaToastsShown(): () => void {
  toastRegions.customerAreaMounted += 1;
  return () => {
    toastRegions.customerAreaMounted -= 1;
  };
}
