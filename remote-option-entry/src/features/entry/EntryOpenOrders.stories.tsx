import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { EntryOpenOrders, type EntryOpenOrderRow } from './EntryOpenOrders';

const buy: EntryOpenOrderRow = {
  orderId: 'o-1001',
  side: 'Buy',
  price: '2,400',
  qty: '1.5',
  filled: '0 / 1.5',
  cancelling: false,
};
const sell: EntryOpenOrderRow = {
  orderId: 'o-1002',
  side: 'Sell',
  price: '2,600',
  qty: '2',
  filled: '0.75 / 2',
  cancelling: false,
};
const rows = [buy, sell];

/** The trader's resting orders on the option in the form. */
const meta = {
  title: 'remote-option-entry/Order entry/EntryOpenOrders',
  component: EntryOpenOrders,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: { symbol: 'BTC-27DEC24-65000-C', rows, onCancel: () => {} },
} satisfies Meta<typeof EntryOpenOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { rows: [] } };
/** A cancel was sent and its answer is awaited. */
export const Cancelling: Story = {
  args: { rows: [{ ...buy, cancelling: true }, sell] },
};
export const PartiallyFilled: Story = {
  name: 'Partially filled',
  args: {
    rows: [{ orderId: 'o-2001', side: 'Buy', price: '2,445', qty: '10', filled: '9.99 / 10', cancelling: false }],
  },
};
export const ManyOrders: Story = {
  name: 'Many orders',
  args: {
    rows: Array.from({ length: 12 }, (_, i) => ({
      orderId: `o-3${String(i).padStart(3, '0')}`,
      side: i % 2 === 0 ? ('Buy' as const) : ('Sell' as const),
      price: (i % 2 === 0 ? 2_400 - i * 5 : 2_500 + i * 5).toLocaleString('en-US'),
      qty: '1',
      filled: '0 / 1',
      cancelling: i === 3,
    })),
  },
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    symbol: 'BTC-27DEC24-100000-C-USDT',
    rows: [
      {
        orderId: 'o-9999',
        side: 'Sell',
        price: '10,000,000',
        qty: '9999.99',
        filled: '9999.98 / 9999.99',
        cancelling: false,
      },
      { orderId: 'o-0001', side: 'Buy', price: '5', qty: '0.01', filled: '0 / 0.01', cancelling: false },
    ],
  },
};
