import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n, rtlColumn } from '../../storyDecorators';
import { BatchList } from './BatchList';
import type { BatchLegRow } from './batchView';
import type { Severity } from './display';

/** The batch limit of the entry (spec §4). */
const MAX = 20;

const call: BatchLegRow = {
  legId: 'leg-1',
  symbol: 'BTC-27DEC24-65000-C',
  side: 'buy',
  priceType: 'usd',
  price: '2,450',
  qty: '1',
  required: '2,485.7568 USDC',
  problems: [],
};
const put: BatchLegRow = {
  legId: 'leg-2',
  symbol: 'BTC-27DEC24-60000-P',
  side: 'sell',
  priceType: 'iv',
  price: '1,105',
  qty: '2',
  required: '18,398.5136 USDC',
  problems: [],
};
const wing: BatchLegRow = {
  legId: 'leg-3',
  symbol: 'BTC-27DEC24-70000-C',
  side: 'buy',
  priceType: 'market',
  price: '1,010',
  qty: '0.5',
  required: '522.8752 USDC',
  problems: [],
};
const far: BatchLegRow = {
  legId: 'leg-4',
  symbol: 'BTC-31JAN25-75000-C',
  side: 'sell',
  priceType: 'usd',
  price: '890',
  qty: '1',
  required: '9,761.8500 USDC',
  problems: [],
};
const next: BatchLegRow = {
  legId: 'leg-5',
  symbol: 'BTC-31JAN25-55000-P',
  side: 'buy',
  priceType: 'usd',
  price: '640',
  qty: '3',
  required: '1,955.2500 USDC',
  problems: [],
};

/** The place button's text for `count` legs. */
const place = (count: number) => ({ key: 'batch.place', params: { count } });

/** The legs of a batch, reviewed and sent together, with each leg's outcome after a submission. */
const meta = {
  title: 'remote-option-entry/Order entry/BatchList',
  component: BatchList,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    rows: [call, put, wing],
    max: MAX,
    totalRequired: '21,407.1456 USDC',
    locked: false,
    placeLabel: place(3),
    onRemove: () => {},
    onClear: () => {},
    onPlace: () => {},
  },
} satisfies Meta<typeof BatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { rows: [], totalRequired: null, placeLabel: place(0) } };
/** The batch is in flight. */
export const Placing: Story = { args: { locked: true, placeLabel: { key: 'entry.placing', params: {} } } };
/** Some answers timed out: the legs are being reconciled from the order stream. */
export const Checking: Story = { args: { locked: true, placeLabel: { key: 'entry.checking', params: {} } } };
/** Before the tickers: no price or margin known yet. */
export const NoFigures: Story = {
  name: 'No figures',
  args: {
    placeLabel: place(2),
    rows: [call, put].map((r) => ({ ...r, price: '--', required: null })),
    totalRequired: null,
  },
};
/** Legs with errors (they block the batch). */
export const WithProblems: Story = {
  name: 'With problems',
  args: {
    placeLabel: place(3),
    rows: [
      call,
      { ...put, qty: '0.005', required: null, problems: [{ key: 'MinOrderSize', params: { min: '0.01' } }] },
      {
        ...wing,
        priceType: 'iv',
        price: '--',
        required: null,
        problems: [
          { key: 'PleaseEnterTheIV', params: {} },
          { key: 'MaxBuy', params: { max: '1,110' } },
        ],
      },
    ],
    totalRequired: '2,485.7568 USDC',
  },
};
/** After a submission: placed, rejected, deviation warning and exceeded, unknown and never received. */
export const MixedOutcomes: Story = {
  name: 'Mixed outcomes',
  args: {
    placeLabel: place(7),
    rows: [
      { ...call, outcome: { key: 'outcome.placed', params: {}, severity: 'success' } },
      {
        ...put,
        outcome: {
          key: 'outcome.failed',
          params: { code: 30031, message: 'Insufficient available balance' },
          severity: 'error',
        },
      },
      {
        ...wing,
        outcome: { key: 'outcome.deviationWarning', params: {}, severity: 'warning' },
      },
      {
        ...far,
        outcome: { key: 'outcome.deviationExceeded', params: {}, severity: 'error' },
      },
      {
        ...next,
        outcome: { key: 'outcome.unknown', params: {}, severity: 'info' },
      },
      {
        ...call,
        legId: 'leg-6',
        symbol: 'BTC-31JAN25-65000-C',
        price: '3,815',
        required: '3,850.7568 USDC',
        outcome: { key: 'outcome.unknownGaveUp', params: {}, severity: 'warning' },
      },
      {
        ...put,
        legId: 'leg-7',
        symbol: 'BTC-31JAN25-60000-P',
        price: '1,760',
        outcome: { key: 'outcome.notPlaced', params: {}, severity: 'warning' },
      },
    ],
    totalRequired: '55,373.0440 USDC',
  },
};
/** Sending: each leg waits for its result. */
export const Pending: Story = {
  args: {
    locked: true,
    placeLabel: { key: 'entry.placing', params: {} },
    rows: [call, put, wing].map((r) => ({
      ...r,
      outcome: { key: 'outcome.pending', params: {}, severity: 'info' as Severity },
    })),
  },
};
/** USDC and USDT legs: the total is per coin. */
export const TwoSettleCoins: Story = {
  name: 'Two settle coins',
  args: {
    placeLabel: place(2),
    rows: [
      call,
      {
        ...wing,
        legId: 'leg-usdt',
        symbol: 'BTC-27DEC24-100000-C-USDT',
        priceType: 'usd',
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
    placeLabel: place(20),
    rows: Array.from({ length: MAX }, (_, i): BatchLegRow => {
      const strike = 50_000 + i * 2_500;
      const isCall = i % 2 === 0;
      return {
        legId: `leg-${i + 1}`,
        symbol: `BTC-27DEC24-${strike}-${isCall ? 'C' : 'P'}`,
        side: i % 3 === 0 ? 'sell' : 'buy',
        priceType: (['usd', 'iv', 'market'] as const)[i % 3] ?? 'usd',
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
  name: 'Long symbol',
  args: {
    placeLabel: place(1),
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
/** Right to left (Arabic): the table mirrors; symbols and figures stay left to right. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  decorators: [rtlColumn],
  args: {
    rows: [call, { ...put, outcome: { key: 'outcome.placed', params: {}, severity: 'success' } }],
    placeLabel: place(2),
  },
};
