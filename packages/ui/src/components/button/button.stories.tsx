import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { css } from '#styled-system/css';
import { Button } from './button.tsx';

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4', p: '6' });

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The primary action of a screen: navy on the accent. */
export const Solid: Story = {};

/** Every variant side by side: solid for the main action, outline for secondary, ghost for tertiary. */
export const Variants: Story = {
  render: (args) => (
    <div className={row}>
      <Button {...args} variant="solid">
        Solid
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
    </div>
  ),
};

/** sm for dense rows (order lists), md by default, lg for the one action of a form. */
export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

/** While the action runs: busy, still focusable, presses ignored. */
export const Loading: Story = {
  args: { loading: true, loadingText: 'Saving…' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** When the action is not available. */
export const Disabled: Story = {
  args: { disabled: true },
};

/** A link that looks like a button (e.g. 'Browse products' in an empty state). */
export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild>
      <a href="/">Browse products</a>
    </Button>
  ),
};
