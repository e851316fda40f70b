export { PageState, type PageStateProps } from './page-state.tsx';
