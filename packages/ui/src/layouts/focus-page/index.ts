export { FocusForm, FocusLead } from './focus-form.tsx';
export {
  FocusCard,
  type FocusCardProps,
  FocusHeading,
  FocusPage,
  type FocusPageProps,
} from './focus-page.tsx';
