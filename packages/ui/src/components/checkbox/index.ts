export * as Checkbox from './checkbox.tsx';
