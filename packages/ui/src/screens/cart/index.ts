export { CartDrawer, type CartDrawerProps, type CartDrawerState, type CartItemView } from './cart-drawer.tsx';
