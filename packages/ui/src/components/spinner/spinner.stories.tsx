import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A spinner whose label only screen readers hear. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** A large spinner with its label shown, for a whole page or card. */
export const WithLabel: Story = {
  args: { size: 'lg', label: 'Loading your orders…', labelHidden: false },
};
