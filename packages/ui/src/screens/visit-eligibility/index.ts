export {
  type VisitEligibilityCheck,
  VisitEligibilityScreen,
  type VisitEligibilityScreenProps,
} from './visit-eligibility-screen.tsx';
