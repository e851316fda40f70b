import { messages } from '@helmsman/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { css } from '#styled-system/css';
import { TitleBar } from '../title-bar/index.ts';
import { PageState } from './page-state.tsx';

/** Where screens render it: below their title bar, in the page column. */
const withPage: Decorator = (Story) => (
  <div className={css({ maxW: '4xl', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })}>
    <TitleBar title="Subscriptions" />
    <Story />
  </div>
);

const meta = {
  title: 'Components/PageState',
  component: PageState,
  decorators: [withPage],
} satisfies Meta<typeof PageState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any customer page while its data loads: the title stays, a spinner with a label replaces the content. */
export const Loading: Story = {
  args: { state: 'loading', label: 'Loading your subscriptions…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your subscriptions…');
    await expect(canvas.getByText('Loading your subscriptions…')).toBeVisible();
  },
};

/** Any customer page whose data failed to load: what went wrong, and a way to try again. */
export const Error: Story = {
  args: {
    state: 'error',
    title: "We couldn't load your subscriptions",
    message: messages.genericV2Failure,
    onRetry: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load your subscriptions");
    await expect(alert).toHaveTextContent(messages.genericV2Failure);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state === 'error') await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An error nothing can be done about here: no retry button. */
export const ErrorWithoutRetry: Story = {
  args: { state: 'error', message: messages.somethingWentWrong },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load this page");
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
