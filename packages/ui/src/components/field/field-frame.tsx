import type { Decorator } from '@storybook/react-vite';
import { css } from '#styled-system/css';

/** Stories of a form field: a form column's width (as on the login card), padded from the edge. */
export const withFieldFrame: Decorator = (Story) => (
  <div className={css({ maxW: 'sm', p: '6' })}>
    <Story />
  </div>
);
