import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n, rtlColumn } from '../../storyDecorators';
import { EntryForm } from './EntryForm';
import { entryFormView, type FormViewInput, type LegDisplay } from './form/formView';
import { MAX_BATCH_LEGS } from './formState';
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

/** The form's view of a leg with these inputs (what selectDraftView prepares on the page). */
const base: FormViewInput = {
  leg,
  mode: 'basic',
  strikes: ['55000', '60000', '62000', '64000', '65000', '66000', '68000', '70000', '75000', '80000'],
  display,
  issues: [],
  inputIssues: [],
  priceDecimals: 0,
  sizeDecimals: 2,
  phase: 'idle',
  batchMode: false,
  batchSize: 0,
  signedIn: true,
};
const view = (input: Partial<FormViewInput> = {}) => entryFormView({ ...base, ...input });

/**
 * The option order form: its view (form/formView.ts entryFormView over the leg, its formatted
 * figures and its issues) through props, edits out as no-ops. The form's parts (form/*.tsx) are
 * shown through these stories.
 */
const meta = {
  title: 'remote-option-entry/Order entry/EntryForm',
  component: EntryForm,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    ...view(),
    locale: 'en',
    onEdit: noop,
    onBlur: noop,
    onStep: noop,
    onInvalid: noop,
    onSubmit: noop,
    onClose: noop,
  },
} satisfies Meta<typeof EntryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A buy at the mark price: max-buy price, greeks, premium + fee and the balance. */
export const Default: Story = {};

/** Before the first ticker: no figures yet (no greeks, margin, max-buy). */
export const Loading: Story = { args: view({ display: null, leg: { ...leg, orderPrice: '' } }) };

/** The order is in flight: the form is locked and the button says so. */
export const Placing: Story = { args: view({ phase: 'sending' }) };

/** The answer timed out and the order is being reconciled from the order stream. */
export const Checking: Story = { args: view({ phase: 'reconciling' }) };

// ——— One story per message key (spec §5), shown under its field ———

/** Quantity below minOrderSize, on submit. */
export const MinOrderSize: Story = {
  name: 'Min order size',
  args: view({
    leg: { ...leg, orderQty: '0.005' },
    issues: [issue('qty', 'MinOrderSize', 'error', { min: '0.01' })],
  }),
};

/** Quantity above maxOrderSize, capped on blur. */
export const MaxOrderSize: Story = {
  name: 'Max order size',
  args: view({
    leg: { ...leg, orderQty: '10000' },
    issues: [issue('qty', 'MaxOrderSize', 'warning', { max: '10000' })],
  }),
};

/** Quantity not a multiple of the size increment, rounded down on blur. */
export const QtyTickSize: Story = {
  name: 'Qty tick size',
  args: view({
    leg: { ...leg, orderQty: '1.23' },
    issues: [issue('qty', 'QtyTickSize', 'warning', { step: '0.01' })],
  }),
};

/** Amending below what is already filled: an error, never corrected. */
export const QtyLimitSize: Story = {
  name: 'Qty limit size',
  args: view({
    leg: { ...leg, orderQty: '0.3', orderFilledQty: '0.5' },
    issues: [issue('qty', 'QtyLimitSize', 'error', { filled: '0.5' })],
  }),
};

/** Price below minOrderPrice, raised on blur. */
export const MinOrderPrice: Story = {
  name: 'Min order price',
  args: view({
    leg: { ...leg, orderPrice: '5', source: 'user' },
    issues: [issue('price', 'MinOrderPrice', 'warning', { min: '5' })],
  }),
};

/** Price above maxOrderPrice, lowered on blur. */
export const MaxOrderPrice: Story = {
  name: 'Max order price',
  args: view({
    leg: { ...leg, orderPrice: '10000000', source: 'user' },
    issues: [issue('price', 'MaxOrderPrice', 'warning', { max: '10,000,000' })],
  }),
};

/** A buy priced above the max-buy price, lowered on blur. */
export const MaxBuy: Story = {
  name: 'Max buy',
  args: view({
    leg: { ...leg, orderPrice: '2695', source: 'user' },
    issues: [issue('price', 'MaxBuy', 'warning', { max: '2,695' })],
  }),
};

/** A sell priced below the min-sell price, raised on blur. */
export const MinSell: Story = {
  name: 'Min sell',
  args: view({
    leg: { ...sellLeg, orderPrice: '2205', source: 'user' },
    display: sellDisplay,
    issues: [issue('price', 'MinSell', 'warning', { min: '2,205' })],
  }),
};

/** Price not a multiple of the tick (5), rounded on blur. */
export const PriceTickSize: Story = {
  name: 'Price tick size',
  args: view({
    leg: { ...leg, orderPrice: '2450', source: 'user' },
    issues: [issue('price', 'PriceTickSize', 'warning', { tick: '5' })],
  }),
};

/** A USD order with no price. */
export const PleaseEnterEhePrice: Story = {
  name: 'Please enter the price',
  args: view({
    leg: { ...leg, orderPrice: '', source: 'user' },
    display: { ...display, equivalent: '', greeks: null, margin: null },
    issues: [issue('price', 'PleaseEnterEhePrice', 'error')],
  }),
};

/** An IV order with no IV. */
export const PleaseEnterTheIV: Story = {
  name: 'Please enter the IV',
  args: view({
    leg: { ...leg, placeType: 'iv', iv: '', source: 'user' },
    display: { ...display, equivalent: '', greeks: null, margin: null },
    issues: [issue('iv', 'PleaseEnterTheIV', 'error')],
  }),
};

/** No quantity. */
export const PleaseEnterTheQuantity: Story = {
  name: 'Please enter the quantity',
  args: view({
    leg: { ...leg, orderQty: '' },
    display: { ...display, greeks: null, margin: null },
    issues: [issue('qty', 'PleaseEnterTheQuantity', 'error')],
  }),
};

/** An IV order whose implied price is above the max-buy price: an error under the IV field. */
export const IvOrderAboveMaxBuy: Story = {
  name: 'IV order above max buy',
  args: view({
    leg: { ...leg, placeType: 'iv', iv: '180', source: 'user' },
    display: { ...display, equivalent: '8,115' },
    issues: [issue('price', 'MaxBuy', 'error', { max: '2,695' })],
  }),
};

/** A price warning and a quantity error at once: the error blocks, the warning explains. */
export const SeveralIssues: Story = {
  name: 'Several issues',
  args: view({
    leg: { ...leg, orderPrice: '2455', orderQty: '0.005', source: 'user' },
    issues: [
      issue('price', 'PriceTickSize', 'warning', { tick: '5' }),
      issue('qty', 'QtyTickSize', 'warning', { step: '0.01' }),
      issue('qty', 'MinOrderSize', 'error', { min: '0.01' }),
    ],
  }),
};

// ——— Figures and modes ———

/** A buy 12.24 % above the mark: the deviation warning before confirmation. */
export const BuyDeviation: Story = {
  name: 'Buy deviation',
  args: view({
    leg: { ...leg, orderPrice: '2750', source: 'user' },
    display: { ...display, equivalent: '57.10', deviation: { key: 'BuyOffsetErr', pct: '12.24' } },
  }),
};

/** A sell 10.20 % below the mark. */
export const SellDeviation: Story = {
  name: 'Sell deviation',
  args: view({
    leg: { ...sellLeg, orderPrice: '2200', source: 'user' },
    display: { ...sellDisplay, equivalent: '47.90', deviation: { key: 'SellOffsetErr', pct: '10.20' } },
  }),
};

/** Priced by IV: the price the IV implies shows under the field. */
export const IvPriceType: Story = {
  name: 'IV price type',
  args: view({ leg: { ...leg, placeType: 'iv', iv: '52.4' }, display: { ...display, equivalent: '2,450' } }),
};

/** A market order: no price field, the protected price (mark ± 20 %) instead. */
export const MarketPriceType: Story = {
  name: 'Market price type',
  args: view({ leg: { ...leg, placeType: 'market', orderPrice: '' }, display: { ...display, equivalent: '' } }),
};

/** A market order before any market data: the protected price is unknown. */
export const MarketPriceTypeNoMarket: Story = {
  name: 'Market price type no market',
  args: view({ leg: { ...leg, placeType: 'market', orderPrice: '' }, display: null }),
};

/** Advanced mode: reduce-only and time in force. */
export const Advanced: Story = {
  args: view({ mode: 'advanced', leg: { ...leg, reduceOnly: true, timeInForce: 'ImmediateOrCancel' } }),
};

/** Advanced mode with post-only: time in force is hidden (post-only is its own). */
export const AdvancedPostOnly: Story = {
  name: 'Advanced post only',
  args: view({ mode: 'advanced', leg: { ...leg, postOnly: true } }),
};

/** Advanced mode, market order: no post-only, no time in force. */
export const AdvancedMarket: Story = {
  name: 'Advanced market',
  args: view({ mode: 'advanced', leg: { ...leg, placeType: 'market', orderPrice: '' } }),
};

/** A sell of a put: min-sell price and the initial margin of a short. */
export const SellWithMinSell: Story = {
  name: 'Sell with min sell',
  args: view({
    leg: { ...sellLeg, symbol: 'BTC-27DEC24-60000-P', symbolAlias: 'BTC-27DEC24-60000-P', symbolType: 'P' },
    display: sellDisplay,
  }),
};

/** Closing part of a long: the margin kind is close sell. */
export const CloseSell: Story = {
  name: 'Close sell',
  args: view({
    leg: { ...sellLeg, reduceOnly: true },
    mode: 'advanced',
    display: {
      ...sellDisplay,
      margin: { ...sellMargin, kind: 'closeSell', initialMargin: '0.0000', required: '35.7568' },
    },
  }),
};

/** The required amount is above the available balance. */
export const InsufficientBalance: Story = {
  name: 'Insufficient balance',
  args: view({
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
  }),
};

/** Signed out: no balance, and a hint that inputs are kept. */
export const SignedOut: Story = {
  name: 'Signed out',
  args: view({ signedIn: false, display: { ...display, margin: { ...buyMargin, available: null } } }),
};

/** Batch mode: Add to batch instead of Buy. */
export const BatchMode: Story = { name: 'Batch mode', args: view({ batchMode: true, batchSize: 3 }) };

/** Batch mode with 20 of 20 legs: nothing more can be added. */
export const BatchFull: Story = { name: 'Batch full', args: view({ batchMode: true, batchSize: MAX_BATCH_LEGS }) };

/** A USDT-settled option with a very long symbol. */
export const LongSymbol: Story = {
  name: 'Long symbol',
  args: view({
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
  }),
};

/** The maximum quantity and figures in the millions. */
export const HugeQuantity: Story = {
  name: 'Huge quantity',
  args: view({
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
  }),
};

// ——— Locales ———

/** Text typed into the quantity that is not a number it takes: refused under the field, never rewritten. */
export const RefusedQuantityText: Story = {
  name: 'Refused quantity text',
  args: view({
    inputIssues: [{ field: 'qty', key: 'common:numberInput.tooManyDecimals', params: { precision: 2 } }],
  }),
};

/** German: decimal comma in the fields and the figures (0,5 is half a contract). */
export const German: Story = {
  globals: { locale: 'de' },
  args: {
    ...view({
      leg: { ...leg, orderQty: '0.5' },
      display: {
        ...display,
        maxBuy: '2.695',
        minSell: '2.205',
        equivalent: '52,41',
        greeks: { delta: '0,5123', gamma: '0,00004', vega: '52,31', theta: '-61,20', rho: '10,45' },
        margin: {
          ...buyMargin,
          premium: '1.225,0000',
          fee: '17,8784',
          required: '1.242,8784',
          available: '12.500,0000',
        },
      },
    }),
    locale: 'de',
  },
};

/** Right to left (Arabic): a put sold by IV; signed greeks keep their minus in front. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  decorators: [rtlColumn],
  args: {
    ...view({
      leg: {
        ...sellLeg,
        placeType: 'iv',
        symbol: 'BTC-27DEC24-60000-P',
        symbolAlias: 'BTC-27DEC24-60000-P',
        symbolType: 'P',
      },
      display: { ...sellDisplay, equivalent: '2,205' },
      mode: 'advanced',
    }),
    locale: 'ar-SA',
  },
};
