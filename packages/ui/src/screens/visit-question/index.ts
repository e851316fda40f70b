export {
  VisitQuestionScreen,
  type VisitQuestionScreenProps,
  type VisitQuestionScreenState,
} from './visit-question-screen.tsx';
