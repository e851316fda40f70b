export * as EmptyState from './empty-state.tsx';
