import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withFieldFrame } from '../field/field-frame.tsx';
import { PasswordInput } from './index.ts';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput.Root,
  parameters: { layout: 'padded' },
  decorators: [withFieldFrame],
  args: { autoComplete: 'new-password' },
  render: (args) => (
    <PasswordInput.Root {...args}>
      <PasswordInput.Label>New password</PasswordInput.Label>
      <PasswordInput.Control>
        <PasswordInput.Input defaultValue="Valhalla1" />
        <PasswordInput.VisibilityTrigger>
          <PasswordInput.VisibilityIcon />
        </PasswordInput.VisibilityTrigger>
      </PasswordInput.Control>
    </PasswordInput.Root>
  ),
} satisfies Meta<typeof PasswordInput.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password with a show/hide toggle that keyboard users can reach. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};
