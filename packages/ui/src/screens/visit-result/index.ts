export {
  plainReason,
  VisitResultScreen,
  type VisitResultScreenProps,
  type VisitResultScreenState,
  type VisitRiskReason,
} from './visit-result-screen.tsx';
