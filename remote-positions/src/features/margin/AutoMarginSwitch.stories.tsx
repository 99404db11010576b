import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Position } from 'shared-core';
import { withPositionsI18n } from '../../storyDecorators';
import { AutoMarginSwitch } from './AutoMarginSwitch';

const isolated = {
  symbol: 'ETHUSDT',
  side: 'Sell',
  size: '4',
  positionIdx: 0,
  isIsolated: true,
  isAutoAddMargin: false,
  entryPrice: '3250',
  marketsType: 'UsdtPerpetual',
} as Position;

/** The table's auto margin switch: isolated, non-option positions; a flip calls the exchange once. */
const meta = {
  title: 'remote-positions/Margin/AutoMarginSwitch',
  component: AutoMarginSwitch,
  decorators: [withPositionsI18n],
  args: { position: isolated },
} satisfies Meta<typeof AutoMarginSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const On: Story = { args: { position: { ...isolated, isAutoAddMargin: true } } };

/** While the position has no entry price yet (loading), the switch is disabled. */
export const Loading: Story = { args: { position: { ...isolated, entryPrice: '' } } };

/** Not offered: a cross position and an option show a dash. */
export const EdgeValues: Story = {
  name: 'Edge values',
  render: () => (
    <div>
      <AutoMarginSwitch position={{ ...isolated, isIsolated: false }} />
      <AutoMarginSwitch position={{ ...isolated, symbol: 'BTC-27DEC24-100000-C', marketsType: 'Option' }} />
      <AutoMarginSwitch position={{ ...isolated, size: '0' }} />
    </div>
  ),
};

export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <AutoMarginSwitch {...args} />
    </div>
  ),
};
