import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ToastsStack } from './ToastsStack';
import type { ToastEntry, ToastEvent } from './ToastsQueue';
import { WithHostTexts } from './WithHostTexts';

let nextId = 0;
const entry = (title: string, text: string, severity: ToastEvent['severity'] = 'success', count = 1): ToastEntry => ({
  id: nextId++,
  group: `${severity}|${title}`,
  count,
  // durationMs null: the story holds still
  toast: { type: 'toast', severity, title, text, durationMs: 60 * 60 * 1000 },
});

// the order panel's trade notices (order-panel.md §4.5) as it puts them on the bus, LTR isolates included
const L = (s: string) => `\u2066${s}\u2069`;

const meta = {
  title: 'host-shell/Notifications/ToastsStack',
  component: ToastsStack,
  decorators: [(Story) => <WithHostTexts Story={Story} />],
  args: {
    entries: [entry('Order filled', `Bought ${L('0.5')} ${L('BTCUSDT')} at ${L('65,000.5')}`)],
    onClose: () => {},
  },
} satisfies Meta<typeof ToastsStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Nothing to tell: the live regions are there (empty), no line shows. */
export const Empty: Story = { args: { entries: [] } };
/** The first toast before the page's Snackbar chunk arrived waits alone: the same as one line. */
export const Loading: Story = { args: { entries: [entry('Order created', `Buy ${L('0.01')} ${L('BTCUSDT')}`)] } };
/** A liquidation: the one failure notice; it stays until closed and is said at once. */
export const Error: Story = {
  args: { entries: [entry('Liquidation', `Your ${L('BTCUSDT')} position (${L('0.02')}) was liquidated.`, 'error')] },
};
/** The kinds the order panel tells, four at a time as the page shows them. */
export const OrderNotices: Story = {
  name: 'Order notices',
  args: {
    entries: [
      entry('Order created', `Buy ${L('0.01')} ${L('BTCUSDT')}`),
      entry('Order edited', `Sell ${L('BTCUSDT')}, the whole position`),
      entry('Order cancelled', `Buy ${L('1')} ${L('BTC-27DEC24-100000-C-USDC')}`),
      entry(
        'Order cancelled',
        `Buy ${L('1')} ${L('ETHUSDT')} was cancelled: the maintenance margin of the portfolio-margin trial exceeded your equity.`,
      ),
    ],
  },
};
export const TradeAndLiquidationNotices: Story = {
  name: 'Trade and liquidation notices',
  args: {
    entries: [
      entry('Position updated', `Buy ${L('0.5')} ${L('BTCUSDT')} is done.`),
      entry('Order filled', `Sold ${L('2')} ${L('ETH-3JAN25-3000-P-USDT')} at market`),
      entry('Liquidation', `Portfolio margin: your ${L('BTCUSDT')} position (${L('0.01')}) was liquidated.`, 'error'),
      entry('Liquidation', `Your ${L('SOLUSDT')} position was liquidated.`, 'error'),
    ],
  },
};
/** 200 fills in one second: one line with the count and the latest fill. */
export const Burst: Story = {
  args: { entries: [entry('Order filled', `Bought ${L('0.001')} ${L('BTCUSDT')} at ${L('65,001')}`, 'success', 200)] },
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    entries: [
      entry(
        'Order filled',
        `Bought ${L('123,456,789.12345678')} ${L('1000PEPEUSDT')} at ${L('0.0000001234')}`,
        'success',
        9999,
      ),
      entry(
        '',
        'A notice with no title and a very long text that wraps over several lines in the narrow stack at the page edge.',
        'info',
      ),
    ],
  },
};
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  args: {
    entries: [
      entry('تم تنفيذ الأمر', `تم شراء ${L('0.5')} ${L('BTCUSDT')} بسعر ${L('65,000.5')}`, 'success', 12),
      entry('تصفية', `تمت تصفية مركزك في ${L('BTCUSDT')} (${L('0.02')}).`, 'error'),
    ],
  },
  globals: { locale: 'ar-SA' },
};
