import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from '#styled-system/css';
import { CircleAlertIcon } from '../../icons/index.ts';
import { Field } from '../field/index.ts';
import { Checkbox } from './index.ts';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox.Root,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className={css({ maxW: 'md', p: '6' })}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Checkbox.Root {...args}>
      <Checkbox.Control>
        <Checkbox.CheckMark />
      </Checkbox.Control>
      <Checkbox.Label>Text me order and shipping updates</Checkbox.Label>
      <Checkbox.HiddenInput />
    </Checkbox.Root>
  ),
} satisfies Meta<typeof Checkbox.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An opt-in: the label toggles it too, and Space toggles it from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Text me order and shipping updates' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Text me order and shipping updates'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

/** Already on. */
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** A required consent left unticked: the message sits under the box and is read with it. */
export const Invalid: Story = {
  render: () => (
    <Field.Root invalid>
      <Checkbox.Root>
        <Checkbox.Control>
          <Checkbox.CheckMark />
        </Checkbox.Control>
        <Checkbox.Label>I authorize Helmsman to charge this card.</Checkbox.Label>
        <Checkbox.HiddenInput />
      </Checkbox.Root>
      <Field.ErrorText>
        <CircleAlertIcon aria-hidden="true" />
        Continue your payment by checking the box above
      </Field.ErrorText>
    </Field.Root>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Continue your payment by checking the box above');
  },
};

/** Not available here. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Text me order and shipping updates'));
    await expect(box).not.toBeChecked();
  },
};
