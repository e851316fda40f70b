export { TreatmentScreen, type TreatmentScreenProps } from './treatment-screen.tsx';
