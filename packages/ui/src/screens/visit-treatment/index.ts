export {
  type VisitChoice,
  type VisitTreatmentChoices,
  VisitTreatmentScreen,
  type VisitTreatmentScreenProps,
  type VisitTreatmentScreenState,
} from './visit-treatment-screen.tsx';
