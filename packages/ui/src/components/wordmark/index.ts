export { Wordmark, type WordmarkProps } from './wordmark.tsx';
