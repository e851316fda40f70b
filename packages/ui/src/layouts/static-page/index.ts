export { type SiteContactProps, type StaticPagePath, staticPageLinks } from '../site-layout/site-footer.tsx';
export { StaticPage, type StaticPageProps, type TocEntry } from './static-page.tsx';
