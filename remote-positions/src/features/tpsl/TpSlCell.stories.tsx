import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Position, TpSlEntry } from 'shared-core';
import { withPositionsI18n } from '../../storyDecorators';
import type { PositionRowView } from '../positions/rules';
import { TpSlCell } from './TpSlCell';
import { TpSlPopover } from './TpSlPopover';

const noop = () => {};
const partial: TpSlEntry = {
  orderId: 'o-1',
  takeProfit: '70000',
  stopLoss: '0',
  qty: '0.1',
  tpTriggerBy: 'LastPrice',
  slTriggerBy: 'LastPrice',
  tpStopOrderId: 'o-1',
};
const position: Position = {
  symbol: 'BTCUSDT',
  side: 'Buy',
  size: '0.25',
  positionIdx: 0,
  takeProfit: '72000',
  stopLoss: '60000',
  fullTpsl: { ...partial, orderId: '', takeProfit: '72000', stopLoss: '60000', qty: '0.25' },
  partialTpslList: [partial, { ...partial, orderId: 'o-2', takeProfit: '0', stopLoss: '61000', qty: '0.05' }],
};
const rowOf = (p: Position, tp: string, sl: string) =>
  ({ key: 'BTCUSDT:0', position: p, symbol: p.symbol, takeProfit: tp, stopLoss: sl }) as PositionRowView;

/** The TP/SL cell of a row and its popover (positions.md §2). */
const meta = {
  title: 'remote-positions/TP and SL/TpSlCell',
  component: TpSlCell,
  decorators: [withPositionsI18n],
  args: { row: rowOf(position, '72,000.0', '60,000.0') },
} satisfies Meta<typeof TpSlCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full TP/SL and two partials. */
export const Default: Story = {};

/** Nothing set: dashes and the add button. */
export const Empty: Story = {
  args: { row: rowOf({ ...position, fullTpsl: null, partialTpslList: [] }, '--', '--') },
};

/** The popover open: entire and partial rows. */
export const Popover: Story = {
  render: () => <TpSlPopover anchor={document.body} position={position} onClose={noop} onEdit={noop} />,
};

/** The popover with nothing to list. */
export const PopoverEmpty: Story = {
  name: 'Popover empty',
  render: () => (
    <TpSlPopover
      anchor={document.body}
      position={{ ...position, fullTpsl: null, partialTpslList: [] }}
      onClose={noop}
      onEdit={noop}
    />
  ),
};

/** Arabic, right to left: figures keep their order. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <TpSlCell {...args} />
      <TpSlPopover anchor={document.body} position={position} onClose={noop} onEdit={noop} />
    </div>
  ),
};
