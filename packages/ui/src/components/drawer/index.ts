export { Drawer } from './drawer.tsx';
