export {
  DashboardScreen,
  type DashboardScreenProps,
  type DashboardScreenState,
} from './dashboard-screen.tsx';
export type {
  BillingProblemView,
  CustomerFlagView,
  DashboardPartView,
  DashboardView,
  NextShipmentView,
  RecentMessageView,
} from './types.ts';
