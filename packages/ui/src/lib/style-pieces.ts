import { css } from '#styled-system/css';

/**
 * Style pieces the screens' own styles are built from, merged first: `css(centredBox, { … })`. Panda
 * extracts them here, so each stays one set of atomic classes wherever it is used.
 */

/** A box that centres one thing (an icon, initials, a picture) and keeps its size in a row: thumbnails, avatars. */
export const centredBox = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
});

/** A panel on the page's canvas: the surface colour inside a hairline border with large corners. */
export const panel = css.raw({
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
});
