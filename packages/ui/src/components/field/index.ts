export * as Field from './field.tsx';
