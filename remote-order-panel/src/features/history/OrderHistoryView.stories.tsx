import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { accountKindOf } from 'shared-core';
import { withOrderPanelI18n } from '../../storyDecorators';
import { wireOrder } from '../openOrders/fixtures';
import { BTCUSDT_CONFIG, orderRows } from './fixtures';
import { OrderHistoryView } from './HistoryViews';
import { orderHistoryRow, orderHistorySubTabs } from './rules';

/** The actions panel reports the calls (argTypes); the args need a function. */
const noop = () => undefined;

/** Stories render the presentational view: rows and paging state through props, no back end. */
const meta = {
  title: 'remote-order-panel/History/OrderHistoryView',
  component: OrderHistoryView,
  decorators: [withOrderPanelI18n],
  args: {
    range: 7,
    subTabs: orderHistorySubTabs(accountKindOf({ accountType: 'UTA2' }), true),
    subTab: 'ordinary',
    rows: orderRows(),
    status: 'ready',
    error: null,
    loadingMore: false,
    hasMore: true,
    onRangeChange: noop,
    onSubTabChange: noop,
    onLoadMore: noop,
    onRetry: noop,
  },
  argTypes: {
    onRangeChange: { action: 'range' },
    onSubTabChange: { action: 'subTab' },
    onLoadMore: { action: 'loadMore' },
    onRetry: { action: 'retry' },
  },
} satisfies Meta<typeof OrderHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { rows: [], status: 'loading', hasMore: false } };
export const Empty: Story = { args: { rows: [], hasMore: false, range: 30 } };
export const Error: Story = {
  args: { rows: [], status: 'error', hasMore: false, error: { code: 10016, message: 'Server error' } },
};
export const LoadingMore: Story = { name: 'Loading more', args: { loadingMore: true } };
export const LoadMoreFailed: Story = {
  name: 'Load more failed',
  args: { error: { code: 10006, message: 'Too many visits' } },
};
export const EndOfRange: Story = { name: 'End of range', args: { hasMore: false, range: 180 } };
/** A demo account: no OCO, no spread sub-tab (order-panel.md §6). */
export const DemoSubTabs: Story = {
  name: 'Demo sub tabs',
  args: { subTabs: orderHistorySubTabs(accountKindOf({ isDemo: true })) },
};
export const Conditional: Story = {
  args: {
    subTab: 'conditional',
    rows: [
      wireOrder({
        orderId: 'c-1',
        symbol: 'BTCUSDT',
        orderStatus: 'Deactivated',
        stopOrderType: 'Stop',
        triggerPrice: '61000',
        price: '0',
        orderType: 'Market',
      }),
    ].map((o) => orderHistoryRow(o, BTCUSDT_CONFIG, 'en')),
  },
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    rows: [
      wireOrder({
        orderId: 'big',
        symbol: 'BTCUSDT',
        orderStatus: 'Filled',
        price: '99999999.9',
        avgPrice: '99999999.9',
        qty: '123456789.123',
        cumExecQty: '123456789.123',
      }),
      wireOrder({
        orderId: 'tiny',
        symbol: 'BTC-27DEC24-100000-C',
        orderStatus: 'Cancelled',
        price: '0.00000001',
        avgPrice: '0',
        qty: '0.01',
        cumExecQty: '0',
        createdAtE3: 0,
      }),
      wireOrder({
        orderId: 'long',
        symbol: 'DOGEWIFHAT-27DEC24-0.00012345-C-USDT',
        orderStatus: 'Rejected',
        price: '0.0001',
        qty: '100000',
      }),
    ].map((o) => orderHistoryRow(o, o.symbol === 'BTCUSDT' ? BTCUSDT_CONFIG : undefined, 'en')),
  },
};
/** German: decimal comma, grouped with dots. */
export const German: Story = { globals: { locale: 'de' }, args: { rows: orderRows('de') } };
/** Arabic, right to left: figures stay left to right. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <OrderHistoryView {...args} />
    </div>
  ),
};
