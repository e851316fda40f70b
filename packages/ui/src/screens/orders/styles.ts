import { css } from '#styled-system/css';

const thumb = {
  flexShrink: '0',
  w: '14',
  h: '14',
  borderRadius: 'l2',
  bg: 'bg.subtle',
} as const;

/** Styles the order screen's parts share: an item's picture or icon, and quiet notes. */
export const sharedStyles = {
  itemImage: css({ ...thumb, objectFit: 'cover' }),
  itemThumb: css({
    ...thumb,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.subtle',
    '& svg': { w: '6', h: '6' },
  }),
  muted: css({ color: 'fg.muted', textStyle: 'sm' }),
};
