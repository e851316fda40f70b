export { NoAccessScreen, type NoAccessScreenProps } from './no-access-screen.tsx';
