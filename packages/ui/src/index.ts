/**
 * @helmsman/ui: the design system. Components are thin Ark bindings styled by the recipes in
 * src/theme; screens are pure and props-driven. The app also imports '@helmsman/ui/styles.css'
 * and runs PostCSS with this package's postcss.config.cjs (see README.md).
 */

export * from './components/accordion/index.ts';
export * from './components/alert/index.ts';
export * from './components/badge/index.ts';
export * from './components/button/index.ts';
export * from './components/card/index.ts';
export * from './components/category-icon/index.ts';
export * from './components/checkbox/index.ts';
export * from './components/dialog/index.ts';
export * from './components/drawer/index.ts';
export * from './components/empty-state/index.ts';
export * from './components/field/index.ts';
export * from './components/inline-message/index.ts';
export * from './components/link/index.ts';
export * from './components/native-select/index.ts';
export * from './components/new-version-banner/index.ts';
export * from './components/page-state/index.ts';
export * from './components/password-input/index.ts';
export * from './components/spinner/index.ts';
export * from './components/title-bar/index.ts';
export * from './components/toast/index.ts';
export * from './components/wordmark/index.ts';
export * from './forms/index.ts';
export * from './hooks/use-hydrated.ts';
export * from './hooks/use-media-breakpoint.ts';
export * from './layouts/customer-page/index.ts';
export * from './layouts/customer-shell/index.ts';
export * from './layouts/focus-page/index.ts';
export * from './layouts/site-layout/index.ts';
export * from './layouts/static-page/index.ts';
export { lazyPart, preloadLazyParts, whenIdle } from './lib/lazy-part.ts';
export * from './screens/account/index.ts';
export * from './screens/cart/index.ts';
export * from './screens/checkout/index.ts';
export * from './screens/confirm-email/index.ts';
export * from './screens/dashboard/index.ts';
export * from './screens/error/index.ts';
export * from './screens/health-data/index.ts';
export * from './screens/home/index.ts';
export * from './screens/login/index.ts';
export * from './screens/login-slider/index.ts';
export * from './screens/messages/index.ts';
export * from './screens/no-access/index.ts';
export * from './screens/orders/index.ts';
export * from './screens/password-reset/index.ts';
export * from './screens/payment-method/index.ts';
export * from './screens/shop/index.ts';
export * from './screens/static-pages/index.ts';
export * from './screens/subscriptions/index.ts';
export * from './screens/treatment/index.ts';
export * from './screens/visit-account/index.ts';
export * from './screens/visit-confirmation/index.ts';
export * from './screens/visit-eligibility/index.ts';
export * from './screens/visit-order/index.ts';
export * from './screens/visit-photo/index.ts';
export * from './screens/visit-question/index.ts';
export * from './screens/visit-result/index.ts';
export * from './screens/visit-treatment/index.ts';
