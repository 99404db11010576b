import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { BatchList, type BatchLegRow } from './BatchList';

/** The batch limit of the entry (spec §4). */
const MAX = 20;

const call: BatchLegRow = {
  legId: 'leg-1',
  symbol: 'BTC-27DEC24-65000-C',
  side: 'buy',
  priceTypeLabel: 'USD',
  price: '2,450',
  qty: '1',
  required: '2,485.7568 USDC',
  problems: [],
};
const put: BatchLegRow = {
  legId: 'leg-2',
  symbol: 'BTC-27DEC24-60000-P',
  side: 'sell',
  priceTypeLabel: 'IV',
  price: '1,105',
  qty: '2',
  required: '18,398.5136 USDC',
  problems: [],
};
const wing: BatchLegRow = {
  legId: 'leg-3',
  symbol: 'BTC-27DEC24-70000-C',
  side: 'buy',
  priceTypeLabel: 'Market',
  price: '1,010',
  qty: '0.5',
  required: '522.8752 USDC',
  problems: [],
};
const far: BatchLegRow = {
  legId: 'leg-4',
  symbol: 'BTC-31JAN25-75000-C',
  side: 'sell',
  priceTypeLabel: 'USD',
  price: '890',
  qty: '1',
  required: '9,761.8500 USDC',
  problems: [],
};
const next: BatchLegRow = {
  legId: 'leg-5',
  symbol: 'BTC-31JAN25-55000-P',
  side: 'buy',
  priceTypeLabel: 'USD',
  price: '640',
  qty: '3',
  required: '1,955.2500 USDC',
  problems: [],
};

/** The legs of a batch, reviewed and sent together, with each leg's outcome after a submission. */
const meta = {
  title: 'remote-option-entry/BatchList',
  component: BatchList,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    rows: [call, put, wing],
    max: MAX,
    totalRequired: '21,407.1456 USDC',
    locked: false,
    onRemove: () => {},
    onClear: () => {},
    onPlace: () => {},
  },
} satisfies Meta<typeof BatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { rows: [], totalRequired: null } };
/** The batch is in flight. */
export const Placing: Story = { args: { locked: true } };
/** Some answers timed out: the legs are being reconciled from the order stream. */
export const Checking: Story = { args: { locked: true, lockedLabel: 'Checking the order…' } };
/** Before the tickers: no price or margin known yet. */
export const NoFigures: Story = {
  args: {
    rows: [call, put].map((r) => ({ ...r, price: '--', required: null })),
    totalRequired: null,
  },
};
/** Legs with errors (they block the batch). */
export const WithProblems: Story = {
  args: {
    rows: [
      call,
      { ...put, qty: '0.005', required: null, problems: ['The quantity is below the minimum of 0.01.'] },
      {
        ...wing,
        priceTypeLabel: 'IV',
        price: '--',
        required: null,
        problems: ['Please enter an IV above 0.', 'A buy cannot be priced above 1,110 (max-buy price).'],
      },
    ],
    totalRequired: '2,485.7568 USDC',
  },
};
/** After a submission: placed, rejected, deviation warning and exceeded, unknown and never received. */
export const MixedOutcomes: Story = {
  args: {
    rows: [
      { ...call, outcome: { text: 'placed', severity: 'success' } },
      {
        ...put,
        outcome: { text: 'rejected (30031): Insufficient available balance', severity: 'error' },
      },
      {
        ...wing,
        outcome: { text: 'not placed: the price deviates from the mark (3200305)', severity: 'warning' },
      },
      {
        ...far,
        outcome: { text: 'not placed: the price deviates too far from the mark (3200306)', severity: 'error' },
      },
      {
        ...next,
        outcome: { text: 'no answer yet: checking whether it reached the exchange…', severity: 'info' },
      },
      {
        ...call,
        legId: 'leg-6',
        symbol: 'BTC-31JAN25-65000-C',
        price: '3,815',
        required: '3,850.7568 USDC',
        outcome: { text: 'unknown: check your open orders before placing it again', severity: 'warning' },
      },
      {
        ...put,
        legId: 'leg-7',
        symbol: 'BTC-31JAN25-60000-P',
        price: '1,760',
        outcome: { text: 'not placed: the exchange never received it; you can place it again', severity: 'warning' },
      },
    ],
    totalRequired: '55,373.0440 USDC',
  },
};
/** Sending: each leg waits for its result. */
export const Pending: Story = {
  args: {
    locked: true,
    rows: [call, put, wing].map((r) => ({ ...r, outcome: { text: 'sending…', severity: 'info' as const } })),
  },
};
/** USDC and USDT legs: the total is per coin. */
export const TwoSettleCoins: Story = {
  args: {
    rows: [
      call,
      {
        ...wing,
        legId: 'leg-usdt',
        symbol: 'BTC-27DEC24-100000-C-USDT',
        priceTypeLabel: 'USD',
        price: '155',
        qty: '9999.99',
        required: '1,743,748.2563 USDT',
      },
    ],
    totalRequired: '2,485.7568 USDC + 1,743,748.2563 USDT',
  },
};
/** 20 of 20 legs. */
export const Full: Story = {
  args: {
    rows: Array.from({ length: MAX }, (_, i): BatchLegRow => {
      const strike = 50_000 + i * 2_500;
      const isCall = i % 2 === 0;
      return {
        legId: `leg-${i + 1}`,
        symbol: `BTC-27DEC24-${strike}-${isCall ? 'C' : 'P'}`,
        side: i % 3 === 0 ? 'sell' : 'buy',
        priceTypeLabel: ['USD', 'IV', 'Market'][i % 3] ?? 'USD',
        price: (Math.max(5, Math.abs(65_000 - strike) / 4 + 400) - (i % 4) * 5).toLocaleString('en-US'),
        qty: ['0.01', '0.5', '1', '2.25'][i % 4] ?? '1',
        required: `${(1_000 + i * 137.25).toLocaleString('en-US', { minimumFractionDigits: 4 })} USDC`,
        problems: [],
      };
    }),
    totalRequired: '46,077.5000 USDC',
  },
};
export const LongSymbol: Story = {
  args: {
    rows: [
      {
        ...call,
        symbol: 'BTC-27DEC24-100000-C-USDT',
        price: '10,000,000',
        qty: '9999.99',
        required: '99,999,915,000.0000 USDT',
      },
    ],
    totalRequired: '99,999,915,000.0000 USDT',
  },
};
