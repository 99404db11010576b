import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { wireOrder } from './fixtures';
import { OrderTpSlCell } from './OrderTpSlCell';
import { openOrderRowView } from './rules';

const contract = (o: Parameters<typeof wireOrder>[0] = {}) =>
  openOrderRowView(wireOrder({ symbol: 'BTCUSDT', price: '60000.0', qty: '0.010', cumExecQty: '0', ...o }));

const meta = {
  title: 'remote-order-panel/Open orders/OrderTpSlCell',
  component: OrderTpSlCell,
  decorators: [withOrderPanelI18n],
  args: { symbol: 'BTCUSDT', tpsl: contract({ takeProfit: '66000.0', stopLoss: '57000.0' }).tpsl },
} satisfies Meta<typeof OrderTpSlCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both legs set: Edit (asks the positions remote over the bus; alone in Storybook, a warning after 1.5 s). */
export const Default: Story = {};
/** No TP/SL attached yet: dashes and Add. */
export const Empty: Story = { args: { tpsl: contract().tpsl } };
/** An order that cannot carry one (option, reduce-only, conditional): a dash, no button. */
export const NotAvailable: Story = { name: 'Not available', args: { tpsl: null } };
// No loading or error story: the cell shows the exchange's values; a failed ask is the bus toast.
export const EdgeValues: Story = {
  name: 'Edge values',
  args: { symbol: '1000PEPEUSDT', tpsl: contract({ takeProfit: '0.0123456', stopLoss: '987654321.5' }).tpsl },
};
/** Arabic, right to left: the figures stay left to right. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <OrderTpSlCell {...args} />
    </div>
  ),
};
