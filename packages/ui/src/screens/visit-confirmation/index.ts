export {
  VisitConfirmationScreen,
  type VisitConfirmationScreenProps,
  type VisitConfirmationState,
  type VisitConfirmationView,
} from './visit-confirmation-screen.tsx';
export type { FeedbackOutcome } from './visit-survey.tsx';
