import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { confirmDialogView, type ConfirmDialogInput, type ConfirmLegRow } from './confirmView';
import { PlaceConfirmDialog } from './PlaceConfirmDialog';

const call: ConfirmLegRow = {
  legId: 'leg-1',
  symbol: 'BTC-27DEC24-65000-C',
  side: 'buy',
  qty: '1',
  price: '2,450',
  priceType: 'usd',
  market: false,
  iv: null,
  timeInForce: 'GoodTillCancel',
  flags: [],
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
  priceType: 'iv',
  market: false,
  iv: '48.0',
  timeInForce: 'GoodTillCancel',
  flags: ['confirm.postOnlyFlag'],
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
  priceType: 'market',
  market: true,
  iv: null,
  timeInForce: 'ImmediateOrCancel',
  flags: [],
  required: '522.8752 USDC',
  deviation: null,
  moved: false,
};
const buyAbove = { key: 'BuyOffsetErr', params: { pct: '12.24' } };
const sellBelow = { key: 'SellOffsetErr', params: { pct: '10.86' } };

/** The dialog's view of these rows (what selectConfirmView prepares on the page). */
const dialog = (input: Partial<ConfirmDialogInput> = {}) =>
  confirmDialogView({ kind: 'DOUBLE_CONFIRM', rows: [call], moved: false, stale: null, sending: false, ...input });

/** The placement confirmation: what will be sent, the deviation, moved prices and a stale stream. */
const meta = {
  title: 'remote-option-entry/Order entry/PlaceConfirmDialog',
  component: PlaceConfirmDialog,
  // On the docs page each story renders in a frame of its own: an open dialog (a portal) would
  // otherwise cover the whole page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    open: true,
    ...dialog(),
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof PlaceConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm on order, one leg. */
export const Default: Story = {};
/** Confirm on order, a batch of three. */
export const Batch: Story = { args: dialog({ rows: [call, put, wing] }) };
/** A buy 12.24 % above the mark. */
export const OffsetConfirm: Story = {
  name: 'Offset confirm',
  args: dialog({
    kind: 'OFFSET_CONFIRM',
    rows: [
      {
        ...call,
        price: '2,750',
        required: '2,787.6250 USDC',
        deviation: buyAbove,
      },
    ],
  }),
};
/** A batch where two legs deviate (a buy above, a sell below the mark). */
export const OffsetConfirmBatch: Story = {
  name: 'Offset confirm batch',
  args: dialog({
    kind: 'OFFSET_CONFIRM',
    rows: [{ ...call, price: '2,750', deviation: buyAbove }, { ...put, price: '985', deviation: sellBelow }, wing],
  }),
};
/** The market moved past the threshold while the dialog was open: new prices, confirm again. */
export const Moved: Story = {
  args: dialog({
    moved: true,
    rows: [{ ...call, price: '2,615', required: '2,650.7568 USDC', moved: true }, put],
  }),
};
/** The price stream is stale: the figures may be out of date. */
export const Stale: Story = { args: dialog({ stale: 'stale' }) };
export const Reconnecting: Story = { args: dialog({ stale: 'reconnecting', rows: [call, put] }) };
/** Everything at once: moved, stale and a deviation. */
export const MovedStaleAndDeviation: Story = {
  name: 'Moved stale and deviation',
  args: dialog({
    kind: 'OFFSET_CONFIRM',
    moved: true,
    stale: 'stale',
    rows: [
      { ...call, price: '2,750', moved: true, deviation: buyAbove },
      { ...put, moved: true },
    ],
  }),
};
/** A market order: the protected price is what is sent. */
export const MarketOrder: Story = { name: 'Market order', args: dialog({ rows: [{ ...wing, price: '1,210' }] }) };
/** An IV order, sell side. */
export const IvSell: Story = { name: 'IV sell', args: dialog({ rows: [put] }) };
/** Sent: Confirm is disabled until the answer. */
export const Sending: Story = { args: dialog({ sending: true, rows: [call, put] }) };
/** Before the margin is known. */
export const NoRequired: Story = { name: 'No required', args: dialog({ rows: [{ ...call, required: null }] }) };
/** A full batch of 20 legs. */
export const FullBatch: Story = {
  name: 'Full batch',
  args: dialog({
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
  }),
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: dialog({
    rows: [
      {
        ...call,
        symbol: 'BTC-27DEC24-100000-C-USDT',
        qty: '9999.99',
        price: '10,000,000',
        required: '99,999,915,000.0000 USDT',
      },
    ],
  }),
};
/** Right to left (Arabic): the review mirrors; symbols and figures stay left to right. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  decorators: [
    (S) => (
      <div dir="rtl">
        <S />
      </div>
    ),
  ],
  args: dialog({ kind: 'OFFSET_CONFIRM', rows: [{ ...call, deviation: buyAbove }, put] }),
};
