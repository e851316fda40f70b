export { VisitPhotoScreen, type VisitPhotoScreenProps, type VisitPhotoState } from './visit-photo-screen.tsx';
