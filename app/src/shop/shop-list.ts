import { type Product, purchaseOptions, SHOP_FAMILIES } from '@helmsman/domain';

/**
 * The products a catalogue list shows, for view_item_list: one card per family (the three gummies, then
 * the bundle), each as the option its product page opens on, one-time.
 */
export function shopListProducts(): Product[] {
  return SHOP_FAMILIES.flatMap((family) => purchaseOptions(family).slice(0, 1));
}
