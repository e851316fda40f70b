export { NEW_VERSION_TEXT, NewVersionBanner, type NewVersionBannerProps } from './new-version-banner.tsx';
