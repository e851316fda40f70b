import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from '#styled-system/css';
import { Accordion } from './index.ts';

const items = [
  {
    value: 'discreet',
    question: 'Is the packaging discreet?',
    answer: 'Yes: a plain box, no product names outside.',
  },
  {
    value: 'cancel',
    question: 'Can I cancel anytime?',
    answer: 'Yes, from your Subscriptions page, with no fee.',
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion.Root,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className={css({ maxW: '2xl', p: '6' })}>
        <Story />
      </div>
    ),
  ],
  args: { collapsible: true },
  render: (args) => (
    <Accordion.Root {...args}>
      {items.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <h3>
            <Accordion.ItemTrigger>
              {item.question}
              <Accordion.Chevron />
            </Accordion.ItemTrigger>
          </h3>
          <Accordion.ItemContent>
            <p>{item.answer}</p>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
} satisfies Meta<typeof Accordion.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One answer at a time: opening another closes the first. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'Is the packaging discreet?' });
    const second = canvas.getByRole('button', { name: 'Can I cancel anytime?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Yes: a plain box, no product names outside.')).toBeVisible();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Several answers open at once, the first already open (as the FAQ page uses it). */
export const Multiple: Story = {
  args: { multiple: true, defaultValue: ['discreet'] },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'Is the packaging discreet?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Can I cancel anytime?' }));
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};
