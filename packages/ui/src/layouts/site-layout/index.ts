// The footer's links and contact props are exported with StaticPage (layouts/static-page), their first user.
export { SiteFooter, type SiteFooterProps } from './site-footer.tsx';
export { cartButtonName, type SiteCustomer, SiteLayout, type SiteLayoutProps } from './site-layout.tsx';
