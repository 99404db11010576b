import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOrderPanelI18n } from '../../storyDecorators';
import type { WireLtRecord } from './api';
import { LtRecordsView } from './LtRecordsView';
import { ltRecordRow } from './rules';

const noop = () => undefined;
const T0 = new Date(2026, 10, 27, 14, 3, 9).getTime();

const record = (o: Partial<WireLtRecord>): WireLtRecord => ({
  id: 'lt-s-1',
  type: 'subscribe',
  ltCoin: 'BTC3L',
  amount: '500',
  filled: '201.38',
  nav: '2.4815',
  fee: '0.25',
  status: 'Success',
  createdAt: T0,
  ...o,
});

const subscriptions = (locale = 'en') =>
  [
    record({}),
    record({ id: 'lt-s-2', amount: '120', filled: '48.33', fee: '0.06', createdAt: T0 - 86_400_000 }),
    record({ id: 'lt-s-3', status: 'Failed', filled: '0', fee: '0', createdAt: T0 - 2 * 86_400_000 }),
  ].map((r) => ltRecordRow(r, 'USDT', locale));

const redemptions = (locale = 'en') =>
  [
    record({ id: 'lt-r-2', type: 'redeem', amount: '10', filled: '0', status: 'Processing' }),
    record({ id: 'lt-r-1', type: 'redeem', amount: '40', filled: '99.21', fee: '0.0496' }),
  ].map((r) => ltRecordRow(r, 'USDT', locale));

/** Stories render the presentational view: records and paging state through props, no back end. */
const meta = {
  title: 'remote-order-panel/Leveraged tokens/LtRecordsView',
  component: LtRecordsView,
  decorators: [withOrderPanelI18n],
  args: {
    ltCoin: 'BTC3L',
    subTab: 'subscription',
    range: 7,
    rows: subscriptions(),
    status: 'ready',
    error: null,
    loadingMore: false,
    hasMore: false,
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
} satisfies Meta<typeof LtRecordsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscriptions: Story = {};
export const Redemptions: Story = { args: { subTab: 'redemption', rows: redemptions() } };
export const Loading: Story = { args: { rows: [], status: 'loading' } };
export const Empty: Story = { args: { rows: [], range: 180 } };
export const Error: Story = {
  args: { rows: [], status: 'error', error: { code: 9000001, message: 'timeout of 30000ms exceeded' } },
};
export const MorePages: Story = { name: 'More pages', args: { hasMore: true } };
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    rows: [
      record({ id: 'big', amount: '99999999999.99', filled: '40298203102.1234', fee: '49999999.99' }),
      record({ id: 'tiny', amount: '0.0001', filled: '0.00004', nav: '0.00000001' }),
      record({ id: 'junk', amount: 'x', nav: '', createdAt: 0 }),
    ].map((r) => ltRecordRow(r, 'USDT', 'en')),
  },
};
export const German: Story = { globals: { locale: 'de' }, args: { rows: subscriptions('de') } };
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  args: { subTab: 'redemption', rows: redemptions('ar-SA') },
  render: (args) => (
    <div dir="rtl">
      <LtRecordsView {...args} />
    </div>
  ),
};
