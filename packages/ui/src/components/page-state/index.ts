export { PageState, type PageStateProps } from './page-state.tsx';
export { type Loaded, type PageLoadState, PageStates, type PageStatesProps } from './page-states.tsx';
