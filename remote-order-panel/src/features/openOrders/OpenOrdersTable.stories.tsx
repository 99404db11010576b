import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { wireOrder } from './fixtures';
import { OpenOrdersTable } from './OpenOrdersTable';
import { openOrderRowView } from './rules';

/** Stories render the presentational table: rows through props, no back end. */
const meta = {
  title: 'remote-order-panel/Open orders/OpenOrdersTable',
  component: OpenOrdersTable,
  decorators: [withOrderPanelI18n],
  args: {
    rows: [
      wireOrder(),
      wireOrder({
        orderId: 'o-1002',
        side: 'Sell',
        orderStatus: 'New',
        cumExecQty: '0',
        symbol: 'ETH-27DEC24-3500-P',
        price: '85.5',
        qty: '10',
      }),
    ].map((o) => openOrderRowView(o)),
    status: 'ready',
    error: null,
    cancelling: {},
  },
  argTypes: { onCancel: { action: 'cancel' }, onRetry: { action: 'retry' } },
} satisfies Meta<typeof OpenOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { rows: [], status: 'loading' } };
export const Empty: Story = { args: { rows: [], status: 'ready' } };
export const Error: Story = {
  args: { rows: [], status: 'error', error: { code: 9000001, message: 'timeout of 30000ms exceeded' } },
};
export const Cancelling: Story = { args: { cancelling: { 'o-1001': true } } };
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    rows: [
      wireOrder({ orderId: 'o-big', price: '99999999.99', qty: '123456789.123', cumExecQty: '123456789.122' }),
      wireOrder({
        orderId: 'o-tiny',
        side: 'Sell',
        price: '0.00000001',
        qty: '0.001',
        cumExecQty: '0',
        orderStatus: 'Untriggered',
      }),
      wireOrder({
        orderId: 'o-long',
        symbol: 'DOGEWIFHAT-27DEC24-0.00012345-C-USDT',
        orderType: 'Market',
        price: '0',
        createdAtE3: 0,
      }),
    ].map((o) => openOrderRowView(o)),
  },
};

/** 40 orders: past the 20-row threshold the list renders virtual rows (order-panel §4.4). */
export const ManyOrdersVirtual: Story = {
  name: 'Many orders virtual',
  args: {
    rows: Array.from({ length: 40 }, (_, i) =>
      wireOrder({ orderId: `o-${2000 + i}`, price: String(1000 + i), side: i % 2 ? 'Buy' : 'Sell' }),
    ).map((o) => openOrderRowView(o)),
  },
};

/** Arabic, right to left: the symbol pinned on the right, the cancel button on the left. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <OpenOrdersTable {...args} />
    </div>
  ),
};

/** The conditional and TP/SL sub-tabs: trigger price, trigger-by and stop order type shown. */
export const ConditionalAndTpSl: Story = {
  name: 'Conditional and TP/SL',
  args: {
    showTrigger: true,
    tableId: 'OPEN_ORDERS_TABLE_TPSL',
    rows: [
      wireOrder({
        orderId: 'o-2001',
        symbol: 'BTCUSDT',
        orderStatus: 'Untriggered',
        stopOrderType: 'Stop',
        triggerPrice: '66000.0',
        triggerBy: 'LastPrice',
        price: '66100.0',
        qty: '0.010',
        cumExecQty: '0',
      }),
      wireOrder({
        orderId: 'o-2002',
        symbol: 'BTCUSDT',
        side: 'Sell',
        orderType: 'Market',
        orderStatus: 'Untriggered',
        stopOrderType: 'PartialStopLoss',
        triggerPrice: '60000.0',
        triggerBy: 'MarkPrice',
        price: '0',
        qty: '0.005',
        cumExecQty: '0',
      }),
    ].map((o) => openOrderRowView(o)),
  },
};
export const ConditionalRightToLeft: Story = {
  name: 'Conditional: right to left (Arabic)',
  ...ConditionalAndTpSl,
  globals: { locale: 'ar-SA' },
};
