export * as Alert from './alert.tsx';
