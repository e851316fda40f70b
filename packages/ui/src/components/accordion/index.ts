export * as Accordion from './accordion.tsx';
