import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withFieldFrame } from './field-frame.tsx';
import { Field } from './index.ts';

const meta = {
  title: 'Components/Field',
  component: Field.Root,
  parameters: { layout: 'padded' },
  decorators: [withFieldFrame],
} satisfies Meta<typeof Field.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled text input with a hint. */
export const WithHelperText: Story = {
  render: (args) => (
    <Field.Root {...args}>
      <Field.Label>ZIP code</Field.Label>
      <Field.Input inputMode="numeric" autoComplete="postal-code" />
      <Field.HelperText>Five digits, e.g. 78701.</Field.HelperText>
    </Field.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('ZIP code')).toHaveAccessibleDescription('Five digits, e.g. 78701.');
  },
};

/** A field the form marked invalid: red border, message read with the input. */
export const Invalid: Story = {
  args: { invalid: true },
  render: (args) => (
    <Field.Root {...args}>
      <Field.Label>
        Email <Field.RequiredIndicator>*</Field.RequiredIndicator>
      </Field.Label>
      <Field.Input type="email" defaultValue="alex@" />
      <Field.ErrorText>Invalid Email</Field.ErrorText>
    </Field.Root>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Email/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid Email');
  },
};

/** A field that cannot be changed here. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <Field.Root {...args}>
      <Field.Label>Customer number</Field.Label>
      <Field.Input defaultValue="P-204981" />
    </Field.Root>
  ),
};
