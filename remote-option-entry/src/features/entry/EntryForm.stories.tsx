import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { EntryForm, type LegDisplay } from './EntryForm';
import type { EntryLeg, FieldIssue } from './rules';

/** BTC 27 Dec 2024 expiry, 08:00 UTC. */
const DEC27 = Date.UTC(2024, 11, 27, 8);
const noop = () => {};

/** A buy of one BTC-27DEC24-65000-C at the mark (index ~65,000, tick 5, size increment 0.01). */
const leg: EntryLeg = {
  id: 'leg-1',
  symbol: 'BTC-27DEC24-65000-C',
  side: 'buy',
  placeType: 'usd',
  orderPrice: '2450',
  orderQty: '1',
  orderFilledQty: '0',
  iv: '52.4',
  postOnly: false,
  reduceOnly: false,
  timeInForce: 'GoodTillCancel',
  symbolType: 'C',
  strikePrice: '65000',
  deliveryTime: DEC27,
  settleCoin: 'USDC',
  symbolAlias: 'BTC-27DEC24-65000-C',
  source: 'mark',
};

const greeks = { delta: '0.5123', gamma: '0.00004', vega: '52.31', theta: '-61.20', rho: '10.45' };

type Margin = NonNullable<LegDisplay['margin']>;

const buyMargin: Margin = {
  kind: 'openBuy',
  premium: '2,450.0000',
  fee: '35.7568',
  initialMargin: '0.0000',
  required: '2,485.7568',
  available: '12,500.0000',
  insufficient: false,
  coin: 'USDC',
};

const display: LegDisplay = {
  maxBuy: '2,695',
  minSell: '2,205',
  equivalent: '52.41',
  marketPrice: '2,940',
  greeks,
  margin: buyMargin,
  deviation: null,
  reducible: null,
};

const sellMargin: Margin = {
  kind: 'openSell',
  premium: '2,205.0000',
  fee: '35.7568',
  initialMargin: '11,955.6900',
  required: '9,786.4468',
  available: '12,500.0000',
  insufficient: false,
  coin: 'USDC',
};

const sellLeg: EntryLeg = { ...leg, side: 'sell', orderPrice: '2205', source: 'bestBid' };
const sellDisplay: LegDisplay = {
  ...display,
  equivalent: '47.96',
  greeks: { delta: '-0.5123', gamma: '-0.00004', vega: '-52.31', theta: '61.20', rho: '-10.45' },
  margin: sellMargin,
};

const issue = (
  field: FieldIssue['field'],
  key: FieldIssue['key'],
  severity: FieldIssue['severity'],
  params: Record<string, string> = {},
): FieldIssue => ({ field, key, severity, params });

/** The option order form: the leg and its formatted figures through props, edits out as no-ops. */
const meta = {
  title: 'remote-option-entry/EntryForm',
  component: EntryForm,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    leg,
    mode: 'basic',
    strikes: ['55000', '60000', '62000', '64000', '65000', '66000', '68000', '70000', '75000', '80000'],
    display,
    issues: [],
    locked: false,
    batchMode: false,
    batchFull: false,
    signedIn: true,
    onModeChange: noop,
    onSideChange: noop,
    onPlaceTypeChange: noop,
    onPriceChange: noop,
    onPriceBlur: noop,
    onPriceStep: noop,
    onIvChange: noop,
    onIvStep: noop,
    onQtyChange: noop,
    onQtyBlur: noop,
    onQtyStep: noop,
    onSourceChange: noop,
    onPostOnlyChange: noop,
    onReduceOnlyChange: noop,
    onTimeInForceChange: noop,
    onStrikeChange: noop,
    onTypeChange: noop,
    onSettleChange: noop,
    onSubmit: noop,
    onAddToBatch: noop,
    onClose: noop,
  },
} satisfies Meta<typeof EntryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A buy at the mark price: max-buy price, greeks, premium + fee and the balance. */
export const Default: Story = {};

/** Before the first ticker: no figures yet (no greeks, margin, max-buy). */
export const Loading: Story = { args: { display: null, leg: { ...leg, orderPrice: '' } } };

/** The order is in flight: the form is locked and the button says so. */
export const Placing: Story = { args: { locked: true } };

/** The answer timed out and the order is being reconciled from the order stream. */
export const Checking: Story = { args: { locked: true, lockedLabel: 'Checking the order…' } };

// ——— One story per message key (spec §5), shown under its field ———

/** Quantity below minOrderSize, on submit. */
export const MinOrderSize: Story = {
  args: {
    leg: { ...leg, orderQty: '0.005' },
    issues: [issue('qty', 'MinOrderSize', 'error', { min: '0.01' })],
  },
};

/** Quantity above maxOrderSize, capped on blur. */
export const MaxOrderSize: Story = {
  args: {
    leg: { ...leg, orderQty: '10000' },
    issues: [issue('qty', 'MaxOrderSize', 'warning', { max: '10000' })],
  },
};

/** Quantity not a multiple of the size increment, rounded down on blur. */
export const QtyTickSize: Story = {
  args: {
    leg: { ...leg, orderQty: '1.23' },
    issues: [issue('qty', 'QtyTickSize', 'warning', { step: '0.01' })],
  },
};

/** Amending below what is already filled: an error, never corrected. */
export const QtyLimitSize: Story = {
  args: {
    leg: { ...leg, orderQty: '0.3', orderFilledQty: '0.5' },
    issues: [issue('qty', 'QtyLimitSize', 'error', { filled: '0.5' })],
  },
};

/** Price below minOrderPrice, raised on blur. */
export const MinOrderPrice: Story = {
  args: {
    leg: { ...leg, orderPrice: '5', source: 'user' },
    issues: [issue('price', 'MinOrderPrice', 'warning', { min: '5' })],
  },
};

/** Price above maxOrderPrice, lowered on blur. */
export const MaxOrderPrice: Story = {
  args: {
    leg: { ...leg, orderPrice: '10000000', source: 'user' },
    issues: [issue('price', 'MaxOrderPrice', 'warning', { max: '10,000,000' })],
  },
};

/** A buy priced above the max-buy price, lowered on blur. */
export const MaxBuy: Story = {
  args: {
    leg: { ...leg, orderPrice: '2695', source: 'user' },
    issues: [issue('price', 'MaxBuy', 'warning', { max: '2,695' })],
  },
};

/** A sell priced below the min-sell price, raised on blur. */
export const MinSell: Story = {
  args: {
    leg: { ...sellLeg, orderPrice: '2205', source: 'user' },
    display: sellDisplay,
    issues: [issue('price', 'MinSell', 'warning', { min: '2,205' })],
  },
};

/** Price not a multiple of the tick (5), rounded on blur. */
export const PriceTickSize: Story = {
  args: {
    leg: { ...leg, orderPrice: '2450', source: 'user' },
    issues: [issue('price', 'PriceTickSize', 'warning', { tick: '5' })],
  },
};

/** A USD order with no price. */
export const PleaseEnterEhePrice: Story = {
  args: {
    leg: { ...leg, orderPrice: '', source: 'user' },
    display: { ...display, equivalent: '', greeks: null, margin: null },
    issues: [issue('price', 'PleaseEnterEhePrice', 'error')],
  },
};

/** An IV order with no IV. */
export const PleaseEnterTheIV: Story = {
  args: {
    leg: { ...leg, placeType: 'iv', iv: '', source: 'user' },
    display: { ...display, equivalent: '', greeks: null, margin: null },
    issues: [issue('iv', 'PleaseEnterTheIV', 'error')],
  },
};

/** No quantity. */
export const PleaseEnterTheQuantity: Story = {
  args: {
    leg: { ...leg, orderQty: '' },
    display: { ...display, greeks: null, margin: null },
    issues: [issue('qty', 'PleaseEnterTheQuantity', 'error')],
  },
};

/** An IV order whose implied price is above the max-buy price: an error under the IV field. */
export const IvOrderAboveMaxBuy: Story = {
  args: {
    leg: { ...leg, placeType: 'iv', iv: '180', source: 'user' },
    display: { ...display, equivalent: '8,115' },
    issues: [issue('price', 'MaxBuy', 'error', { max: '2,695' })],
  },
};

/** A price warning and a quantity error at once: the error blocks, the warning explains. */
export const SeveralIssues: Story = {
  args: {
    leg: { ...leg, orderPrice: '2455', orderQty: '0.005', source: 'user' },
    issues: [
      issue('price', 'PriceTickSize', 'warning', { tick: '5' }),
      issue('qty', 'QtyTickSize', 'warning', { step: '0.01' }),
      issue('qty', 'MinOrderSize', 'error', { min: '0.01' }),
    ],
  },
};

// ——— Figures and modes ———

/** A buy 12.24 % above the mark: the deviation warning before confirmation. */
export const BuyDeviation: Story = {
  args: {
    leg: { ...leg, orderPrice: '2750', source: 'user' },
    display: { ...display, equivalent: '57.10', deviation: { key: 'BuyOffsetErr', pct: '12.24' } },
  },
};

/** A sell 10.20 % below the mark. */
export const SellDeviation: Story = {
  args: {
    leg: { ...sellLeg, orderPrice: '2200', source: 'user' },
    display: { ...sellDisplay, equivalent: '47.90', deviation: { key: 'SellOffsetErr', pct: '10.20' } },
  },
};

/** Priced by IV: the price the IV implies shows under the field. */
export const IvPriceType: Story = {
  args: { leg: { ...leg, placeType: 'iv', iv: '52.4' }, display: { ...display, equivalent: '2,450' } },
};

/** A market order: no price field, the protected price (mark ± 20 %) instead. */
export const MarketPriceType: Story = {
  args: { leg: { ...leg, placeType: 'market', orderPrice: '' }, display: { ...display, equivalent: '' } },
};

/** A market order before any market data: the protected price is unknown. */
export const MarketPriceTypeNoMarket: Story = {
  args: { leg: { ...leg, placeType: 'market', orderPrice: '' }, display: null },
};

/** Advanced mode: reduce-only and time in force. */
export const Advanced: Story = {
  args: { mode: 'advanced', leg: { ...leg, reduceOnly: true, timeInForce: 'ImmediateOrCancel' } },
};

/** Advanced mode with post-only: time in force is hidden (post-only is its own). */
export const AdvancedPostOnly: Story = { args: { mode: 'advanced', leg: { ...leg, postOnly: true } } };

/** Advanced mode, market order: no post-only, no time in force. */
export const AdvancedMarket: Story = {
  args: { mode: 'advanced', leg: { ...leg, placeType: 'market', orderPrice: '' } },
};

/** A sell of a put: min-sell price and the initial margin of a short. */
export const SellWithMinSell: Story = {
  args: {
    leg: { ...sellLeg, symbol: 'BTC-27DEC24-60000-P', symbolAlias: 'BTC-27DEC24-60000-P', symbolType: 'P' },
    display: sellDisplay,
  },
};

/** Closing part of a long: the margin kind is close sell. */
export const CloseSell: Story = {
  args: {
    leg: { ...sellLeg, reduceOnly: true },
    mode: 'advanced',
    display: {
      ...sellDisplay,
      margin: { ...sellMargin, kind: 'closeSell', initialMargin: '0.0000', required: '35.7568' },
    },
  },
};

/** The required amount is above the available balance. */
export const InsufficientBalance: Story = {
  args: {
    leg: { ...leg, orderQty: '10' },
    display: {
      ...display,
      margin: {
        ...buyMargin,
        premium: '24,500.0000',
        fee: '357.5679',
        required: '24,857.5679',
        available: '1,204.3310',
        insufficient: true,
      },
    },
  },
};

/** Signed out: no balance, and a hint that inputs are kept. */
export const SignedOut: Story = {
  args: { signedIn: false, display: { ...display, margin: { ...buyMargin, available: null } } },
};

/** Batch mode: Add to batch instead of Buy. */
export const BatchMode: Story = { args: { batchMode: true } };

/** Batch mode with 20 of 20 legs: nothing more can be added. */
export const BatchFull: Story = { args: { batchMode: true, batchFull: true } };

/** A USDT-settled option with a very long symbol. */
export const LongSymbol: Story = {
  args: {
    leg: {
      ...leg,
      symbol: 'BTC-27DEC24-100000-C-USDT',
      symbolAlias: 'BTC-27DEC24-100000-C-USDT',
      strikePrice: '100000',
      settleCoin: 'USDT',
      orderPrice: '155',
    },
    strikes: ['90000', '95000', '100000', '110000', '120000'],
    display: {
      ...display,
      maxBuy: '235',
      minSell: '10',
      equivalent: '61.30',
      greeks: { delta: '0.0521', gamma: '0.000006', vega: '10.87', theta: '-9.75', rho: '1.19' },
      margin: {
        ...buyMargin,
        premium: '155.0000',
        fee: '19.3750',
        required: '174.3750',
        available: '50,000.0000',
        coin: 'USDT',
      },
    },
  },
};

/** The maximum quantity and figures in the millions. */
export const HugeQuantity: Story = {
  args: {
    leg: { ...leg, orderQty: '9999.99' },
    display: {
      ...display,
      greeks: {
        delta: '5,122.9949',
        gamma: '0.39999',
        vega: '523,094.77',
        theta: '-611,999.39',
        rho: '104,499.90',
      },
      margin: {
        ...buyMargin,
        premium: '24,499,975.5000',
        fee: '357,567.5249',
        required: '24,857,543.0249',
        available: '125,000,000.0000',
      },
    },
  },
};
