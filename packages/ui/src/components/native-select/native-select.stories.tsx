import { US_STATES } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from '#styled-system/css';
import { Field } from '../field/index.ts';
import { NativeSelect } from './index.ts';

const states = US_STATES.map((state) => (
  <option key={state.code} value={state.code}>
    {state.name}
  </option>
));

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className={css({ maxW: 'xs', p: '6' })}>
        <Story />
      </div>
    ),
  ],
  args: { placeholder: 'Select a state', defaultValue: '', autoComplete: 'address-level1', children: states },
  render: (args) => (
    <Field.Root>
      <Field.Label>State</Field.Label>
      <NativeSelect {...args} />
    </Field.Root>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The US state picker of the address forms: typing a letter jumps, phones open their own picker. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByLabelText('State');
    await expect(select).toHaveDisplayValue('Select a state');
    await userEvent.selectOptions(select, 'Texas');
    await expect(select).toHaveValue('TX');
  },
};

/** Left empty on submit: red border, message read with it. */
export const Invalid: Story = {
  render: (args) => (
    <Field.Root invalid>
      <Field.Label>State</Field.Label>
      <NativeSelect {...args} />
      <Field.ErrorText>State is required</Field.ErrorText>
    </Field.Root>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('State');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('State is required');
  },
};
