import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { PlaceConfirmDialog, type ConfirmLegRow } from './PlaceConfirmDialog';

const call: ConfirmLegRow = {
  legId: 'leg-1',
  symbol: 'BTC-27DEC24-65000-C',
  side: 'buy',
  qty: '1',
  price: '2,450',
  priceTypeLabel: 'USD',
  required: '2,485.7568 USDC',
  deviation: null,
  moved: false,
};
const put: ConfirmLegRow = {
  legId: 'leg-2',
  symbol: 'BTC-27DEC24-60000-P',
  side: 'sell',
  qty: '2',
  price: '1,105',
  priceTypeLabel: 'IV',
  required: '18,398.5136 USDC',
  deviation: null,
  moved: false,
};
const wing: ConfirmLegRow = {
  legId: 'leg-3',
  symbol: 'BTC-27DEC24-70000-C',
  side: 'buy',
  qty: '0.5',
  price: '1,010',
  priceTypeLabel: 'Market',
  required: '522.8752 USDC',
  deviation: null,
  moved: false,
};

/** The placement confirmation: what will be sent, the deviation, moved prices and a stale stream. */
const meta = {
  title: 'remote-option-entry/PlaceConfirmDialog',
  component: PlaceConfirmDialog,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    open: true,
    kind: 'DOUBLE_CONFIRM',
    rows: [call],
    moved: false,
    stale: null,
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof PlaceConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm on order, one leg. */
export const Default: Story = {};
/** Confirm on order, a batch of three. */
export const Batch: Story = { args: { rows: [call, put, wing] } };
/** A buy 12.24 % above the mark. */
export const OffsetConfirm: Story = {
  args: {
    kind: 'OFFSET_CONFIRM',
    rows: [
      {
        ...call,
        price: '2,750',
        required: '2,787.6250 USDC',
        deviation: 'The buy price is 12.24% above the mark price.',
      },
    ],
  },
};
/** A batch where two legs deviate (a buy above, a sell below the mark). */
export const OffsetConfirmBatch: Story = {
  args: {
    kind: 'OFFSET_CONFIRM',
    rows: [
      { ...call, price: '2,750', deviation: 'The buy price is 12.24% above the mark price.' },
      { ...put, price: '985', deviation: 'The sell price is 10.86% below the mark price.' },
      wing,
    ],
  },
};
/** The market moved past the threshold while the dialog was open: new prices, confirm again. */
export const Moved: Story = {
  args: {
    moved: true,
    rows: [{ ...call, price: '2,615', required: '2,650.7568 USDC', moved: true }, put],
  },
};
/** The price stream is stale: the figures may be out of date. */
export const Stale: Story = { args: { stale: 'stale' } };
export const Reconnecting: Story = { args: { stale: 'reconnecting', rows: [call, put] } };
/** Everything at once: moved, stale and a deviation. */
export const MovedStaleAndDeviation: Story = {
  args: {
    kind: 'OFFSET_CONFIRM',
    moved: true,
    stale: 'stale',
    rows: [
      { ...call, price: '2,750', moved: true, deviation: 'The buy price is 12.24% above the mark price.' },
      { ...put, moved: true },
    ],
  },
};
/** A market order: the protected price is what is sent. */
export const MarketOrder: Story = { args: { rows: [{ ...wing, price: '1,210' }] } };
/** An IV order, sell side. */
export const IvSell: Story = { args: { rows: [put] } };
/** Sent: Confirm is disabled until the answer. */
export const Sending: Story = { args: { sending: true, rows: [call, put] } };
/** Before the margin is known. */
export const NoRequired: Story = { args: { rows: [{ ...call, required: null }] } };
/** A full batch of 20 legs. */
export const FullBatch: Story = {
  args: {
    rows: Array.from({ length: 20 }, (_, i): ConfirmLegRow => {
      const strike = 50_000 + i * 2_500;
      return {
        ...call,
        legId: `leg-${i + 1}`,
        symbol: `BTC-27DEC24-${strike}-${i % 2 === 0 ? 'C' : 'P'}`,
        side: i % 3 === 0 ? 'sell' : 'buy',
        price: (Math.abs(65_000 - strike) / 4 + 400).toLocaleString('en-US'),
        required: `${(1_000 + i * 137.25).toLocaleString('en-US', { minimumFractionDigits: 4 })} USDC`,
      };
    }),
  },
};
export const EdgeValues: Story = {
  args: {
    rows: [
      {
        ...call,
        symbol: 'BTC-27DEC24-100000-C-USDT',
        qty: '9999.99',
        price: '10,000,000',
        required: '99,999,915,000.0000 USDT',
      },
    ],
  },
};
