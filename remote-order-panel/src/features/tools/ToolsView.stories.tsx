import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StreamStatusBadge } from 'shared-core';
import { withOrderPanelI18n } from '../../storyDecorators';
import { ToolForm } from './ToolForm';
import { ToolsView } from './ToolsView';
import { EMPTY_FORM, toolRow, type WireAlgo } from './rules';

const base: WireAlgo = {
  algoId: 'a1',
  tool: 'twap',
  symbol: 'BTCUSDT',
  side: 'Buy',
  qty: '0.5',
  filledQty: '0.2',
  avgPrice: '60123.4',
  status: 2,
  state: 'Running',
  createType: 'CreateByTWAP',
  failCode: 0,
  children: [
    { orderId: 'c1', qty: '0.1', cumExecQty: '0.1', orderStatus: 'Filled', createType: 'CreateByTWAP' },
    { orderId: 'c2', qty: '0.1', cumExecQty: '0.1', orderStatus: 'Filled', createType: 'CreateByTWAP' },
  ],
  createdAt: 1_764_300_000_000,
};
const ALGOS: WireAlgo[] = [
  base,
  { ...base, algoId: 'a2', symbol: 'ETHUSDT', side: 'Sell', qty: '3', filledQty: '0', avgPrice: '', children: [] },
];
const rows = (list: WireAlgo[], locale = 'en') => list.map((a) => toolRow(a, locale, 3, 1));
const COUNTS = { chase: 1, twap: 2, iceberg: 0, webhook: 3 };

/** Stories render the presentational tab: orders through props, no back end. */
const meta = {
  title: 'remote-order-panel/Tools/ToolsView',
  component: ToolsView,
  decorators: [withOrderPanelI18n],
  args: {
    subTabs: ['chase', 'twap', 'iceberg', 'webhook'],
    subTab: 'twap',
    counts: COUNTS,
    statusFilter: 'running',
    rows: rows(ALGOS),
    status: 'ready',
    error: null,
    showTradingBot: true,
    form: <ToolForm value={{ ...EMPTY_FORM, qty: '0.5', durationMin: '30', intervalSec: '60' }} symbol="BTCUSDT" />,
  },
  argTypes: {
    onSubTabChange: { action: 'subTab' },
    onStatusFilterChange: { action: 'status' },
    onStop: { action: 'stop' },
    onRetry: { action: 'retry' },
  },
} satisfies Meta<typeof ToolsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { rows: [], status: 'loading' } };
export const Empty: Story = { args: { rows: [], counts: { chase: 0, twap: 0, iceberg: 0, webhook: 0 } } };
export const Error: Story = { args: { rows: [], status: 'error', error: { code: 10016, message: 'Server error' } } };
export const History: Story = {
  args: {
    statusFilter: 'history',
    rows: rows([
      { ...base, status: 3, state: 'Completed', filledQty: '0.5', children: [...base.children, ...base.children] },
      { ...base, algoId: 'a3', status: 3, state: 'Stopped' },
      { ...base, algoId: 'a4', status: 3, state: 'Failed', filledQty: '0', avgPrice: '', children: [] },
    ]),
  },
};
/** The private stream is reconnecting: the list is not live, and the badge says so. */
export const NotLive: Story = { name: 'Not live', args: { streamStatus: <StreamStatusBadge status="reconnecting" /> } };
export const Stopping: Story = { args: { stopping: new Set(['a1']) } };
/** Demo account, toolWebhook off, an option or spread symbol: no webhook, no trading bot. */
export const DemoNoWebhookNoBot: Story = {
  name: 'Demo no webhook no bot',
  args: { subTabs: ['chase', 'twap', 'iceberg'], showTradingBot: false },
};
export const ChaseAndIceberg: Story = {
  name: 'Chase and iceberg',
  args: {
    subTab: 'chase',
    rows: rows([
      { ...base, algoId: 'c1', tool: 'chase', createType: 'CreateByChaseOrder' },
      { ...base, algoId: 'i1', tool: 'iceberg', createType: 'CreateByIceBerg' },
    ]),
  },
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    counts: { chase: 999, twap: 12345, iceberg: 0, webhook: 1 },
    rows: rows([
      { ...base, qty: '12345678.123', filledQty: '12345678.122', avgPrice: '0.00012345' },
      { ...base, algoId: 'a5', symbol: 'BTCUSDT-27DEC24', qty: '0.001', filledQty: '0.001', avgPrice: '123456789.5' },
    ]),
  },
};
export const German: Story = { globals: { locale: 'de' }, args: { rows: rows(ALGOS, 'de') } };
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <ToolsView {...args} />
    </div>
  ),
};
