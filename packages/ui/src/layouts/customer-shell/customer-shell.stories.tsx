import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { alexOrders } from '../../../../../stories/fixtures/index.ts';
import { OrdersScreen } from '../../screens/orders/index.ts';
import { CustomerShell } from './customer-shell.tsx';

const meta = {
  title: 'Layouts/CustomerShell',
  component: CustomerShell,
  args: {
    customer: { firstName: 'Alex', lastName: 'Berg', prospectsId: '582731' },
    children: <OrdersScreen state="ready" pending={[]} orders={alexOrders} />,
  },
} satisfies Meta<typeof CustomerShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every customer page once the customer's data has loaded: name, 'Customer: {prospects_id}', log out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Alex Berg · Customer: 582731/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** While the customer's data loads the frame shows without a name. */
export const LoadingCustomer: Story = {
  args: { customer: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Customer:/)).not.toBeInTheDocument();
  },
};
