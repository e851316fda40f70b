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

export const customerShellAnatomy = createAnatomy('customer-shell').parts(
  'root',
  'skipLink',
  'sidebar',
  'brand',
  'topBar',
  'menuButton',
  'topBarCart',
  'menu',
  'customer',
  'customerName',
  'customerId',
  'nav',
  'navList',
  'navItem',
  'navIcon',
  'navLabel',
  'navBadge',
  'navAttention',
  'navFooter',
  'main',
  'status',
);

export const nativeSelectAnatomy = createAnatomy('native-select').parts('root', 'field', 'indicator');

export const staticPageAnatomy = createAnatomy('static-page').parts(
  'root',
  'skipLink',
  'header',
  'hero',
  'heroInner',
  'eyebrow',
  'title',
  'intro',
  'meta',
  'body',
  'toc',
  'tocTitle',
  'main',
  'footer',
  'footerInner',
  'footerNav',
  'contact',
  'legal',
);
