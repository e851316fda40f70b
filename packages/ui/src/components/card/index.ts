export * as Card from './card.tsx';
