export { CustomerPage, type CustomerPageProps } from './customer-page.tsx';
