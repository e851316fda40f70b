export { Dialog } from './dialog.tsx';
