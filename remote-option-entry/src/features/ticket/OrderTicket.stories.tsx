import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { OrderTicket } from './OrderTicket';

const noop = () => {};

const meta = {
  title: 'remote-option-entry/OrderTicket',
  component: OrderTicket,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    symbol: 'BTC-27DEC24-60000-C',
    side: 'Buy',
    price: '5345',
    qty: '0.5',
    markPrice: '5,321.12',
    errors: [],
    pending: false,
    outcome: null,
    onSideChange: noop,
    onPriceChange: noop,
    onQtyChange: noop,
    onPlace: noop,
    onClose: noop,
  },
} satisfies Meta<typeof OrderTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { name: 'Placing', args: { pending: true } };
export const Empty: Story = {
  args: {
    price: '',
    qty: '',
    errors: [
      { field: 'price', key: 'PleaseEnterEhePrice' },
      { field: 'qty', key: 'PleaseEnterTheQuantity' },
    ],
  },
};
export const Error: Story = {
  args: { side: 'Sell', outcome: { severity: 'error', text: 'Order rejected (30031): insufficient balance' } },
};
export const Placed: Story = {
  args: { outcome: { severity: 'success', text: 'Order placed: Buy 0.5 BTC-27DEC24-60000-C at 5345' } },
};
export const EdgeValues: Story = {
  args: {
    symbol: 'PEPEWIFHATLONGNAME-27DEC24-0.0005-C-USDT',
    price: '0.00000001',
    qty: '123456789.12',
    markPrice: '0.00000001',
    errors: [{ field: 'qty', key: 'MinOrderSize', params: { min: '0.01' } }],
  },
};
