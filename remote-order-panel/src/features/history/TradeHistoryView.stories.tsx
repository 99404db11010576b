import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { BTCUSDT_CONFIG, tradeRows, wireExecution } from './fixtures';
import { TradeHistoryView } from './HistoryViews';
import { tradeHistoryRow } from './rules';

/** The actions panel reports the calls (argTypes); the args need a function. */
const noop = () => undefined;

/** Stories render the presentational view: executions and paging state through props, no back end. */
const meta = {
  title: 'remote-order-panel/History/TradeHistoryView',
  component: TradeHistoryView,
  decorators: [withOrderPanelI18n],
  args: {
    range: 7,
    rows: tradeRows(),
    status: 'ready',
    error: null,
    loadingMore: false,
    hasMore: true,
    onRangeChange: noop,
    onLoadMore: noop,
    onRetry: noop,
  },
  argTypes: { onRangeChange: { action: 'range' }, onLoadMore: { action: 'loadMore' }, onRetry: { action: 'retry' } },
} satisfies Meta<typeof TradeHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { rows: [], status: 'loading', hasMore: false } };
export const Empty: Story = { args: { rows: [], hasMore: false, range: 30 } };
export const Error: Story = {
  args: { rows: [], status: 'error', hasMore: false, error: { code: 9000001, message: 'timeout of 30000ms exceeded' } },
};
export const LoadingMore: Story = { name: 'Loading more', args: { loadingMore: true } };
export const LoadMoreFailed: Story = {
  name: 'Load more failed',
  args: { error: { code: 10006, message: 'Too many visits' } },
};
export const EndOfRange: Story = { name: 'End of range', args: { hasMore: false, range: 180 } };
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    rows: [
      wireExecution({ execId: 'big', execQty: '123456789.123', execValue: '8024691358024.6', execPrice: '65000.5' }),
      wireExecution({ execId: 'rebate', isMaker: true, execFee: '-0.00000001' }),
      wireExecution({
        execId: 'delivery',
        execType: 'Delivery',
        symbol: 'BTC-27DEC24-100000-C',
        execPrice: '0.1',
        execTime: 0,
      }),
    ].map((e) => tradeHistoryRow(e, e.symbol === 'BTCUSDT' ? BTCUSDT_CONFIG : undefined, 'en')),
  },
};
export const German: Story = { globals: { locale: 'de' }, args: { rows: tradeRows('de') } };
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <TradeHistoryView {...args} />
    </div>
  ),
};
