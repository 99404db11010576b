import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import { BTCUSDT_CONFIG } from '../history/fixtures';
import { closedOrderRows, closedPositionRows, wireClosedPosition } from './fixtures';
import { PnlView } from './PnlView';
import { closedPositionRow } from './rules';

/** The actions panel reports the calls (argTypes); the args need a function. */
const noop = () => undefined;

/** Stories render the presentational view: rows and paging state through props, no back end. */
const meta = {
  title: 'remote-order-panel/P&L/PnlView',
  component: PnlView,
  decorators: [withOrderPanelI18n],
  args: {
    subTabs: ['closedOrders', 'closedPositions'],
    subTab: 'closedOrders',
    range: 7,
    rows: closedOrderRows(),
    status: 'ready',
    error: null,
    loadingMore: false,
    hasMore: true,
    onSubTabChange: noop,
    onRangeChange: noop,
    onLoadMore: noop,
    onRetry: noop,
  },
  argTypes: {
    onSubTabChange: { action: 'subTab' },
    onRangeChange: { action: 'range' },
    onLoadMore: { action: 'loadMore' },
    onRetry: { action: 'retry' },
  },
} satisfies Meta<typeof PnlView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosedOrders: Story = { name: 'Closed orders' };
export const ClosedPositions: Story = {
  name: 'Closed positions',
  args: { subTab: 'closedPositions', rows: closedPositionRows(), hasMore: false },
};
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
export const Demo: Story = { args: { subTabs: [], rows: [] } };
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    subTab: 'closedPositions',
    hasMore: false,
    rows: [
      wireClosedPosition({
        id: 'big',
        closedSize: '123456789.123',
        closedPnl: '98765432109.87654321',
        netPnl: '98765432100',
      }),
      wireClosedPosition({ id: 'tiny', closedPnl: '-0.00000001', fees: '0.00000001', netPnl: '-0.00000002' }),
      wireClosedPosition({ id: 'junk', closedPnl: 'NaN', avgExitPrice: '', openedAt: 0 }),
    ].map((c) => closedPositionRow(c, c.id === 'junk' ? undefined : BTCUSDT_CONFIG, 'en')),
  },
};
export const German: Story = { globals: { locale: 'de' }, args: { rows: closedOrderRows('de') } };
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  args: { subTab: 'closedPositions', rows: closedPositionRows('ar-SA') },
  render: (args) => (
    <div dir="rtl">
      <PnlView {...args} />
    </div>
  ),
};
