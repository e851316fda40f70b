export * as Dialog from './dialog.tsx';
