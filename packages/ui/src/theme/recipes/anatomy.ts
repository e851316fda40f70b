import { createAnatomy } from '@ark-ui/react/anatomy';

/**
 * Anatomies for components Ark has no primitive for, built with Ark's own `createAnatomy` so their
 * slot recipes are keyed exactly like the Ark-backed ones (Field, PasswordInput). When Ark gains a
 * primitive (as it did for Field), only the import changes.
 */
export const cardAnatomy = createAnatomy('card').parts(
  'root',
  'header',
  'title',
  'description',
  'body',
  'footer',
);
export const alertAnatomy = createAnatomy('alert').parts('root', 'icon', 'content', 'title', 'description');
export const spinnerAnatomy = createAnatomy('spinner').parts('root', 'indicator', 'label');
export const titleBarAnatomy = createAnatomy('title-bar').parts(
  'root',
  'heading',
  'title',
  'brand',
  'subtitle',
  'actions',
);
export const emptyStateAnatomy = createAnatomy('empty-state').parts(
  'root',
  'indicator',
  'title',
  'description',
  'actions',
);
export const wordmarkAnatomy = createAnatomy('wordmark').parts('root', 'mark', 'name');

/**
 * The customer shell by region: its frame, the small screens' top bar, the menu's customer card, its
 * navigation and the parts of a navigation item.
 */
const shellFrameParts = ['root', 'skipLink', 'sidebar', 'brand'] as const;
const shellTopBarParts = ['topBar', 'menuButton', 'topBarCart'] as const;
const shellMenuParts = ['menu', 'customer', 'customerName', 'customerId'] as const;
const shellNavParts = ['nav', 'navList', 'navItem'] as const;
const shellNavItemParts = ['navIcon', 'navLabel', 'navBadge', 'navAttention'] as const;
export const customerShellAnatomy = createAnatomy('customer-shell').parts(
  ...shellFrameParts,
  ...shellTopBarParts,
  ...shellMenuParts,
  ...shellNavParts,
  ...shellNavItemParts,
  'navFooter',
  'main',
  'status',
);

export const nativeSelectAnatomy = createAnatomy('native-select').parts('root', 'field', 'indicator');

/** The static page by region: its frame and header, the hero, the body with its contents, the footer. */
const staticHeroParts = ['hero', 'heroInner', 'eyebrow', 'title', 'intro', 'meta'] as const;
const staticBodyParts = ['body', 'toc', 'tocTitle', 'main'] as const;
const staticFooterParts = ['footer', 'footerInner', 'footerNav', 'contact', 'legal'] as const;
export const staticPageAnatomy = createAnatomy('static-page').parts(
  'root',
  'skipLink',
  'header',
  ...staticHeroParts,
  ...staticBodyParts,
  ...staticFooterParts,
);
