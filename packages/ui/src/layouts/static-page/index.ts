export {
  type SiteContactProps,
  StaticPage,
  type StaticPagePath,
  type StaticPageProps,
  staticPageLinks,
  type TocEntry,
} from './static-page.tsx';
