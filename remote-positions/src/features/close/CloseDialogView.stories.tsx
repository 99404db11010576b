import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withPositionsI18n } from '../../storyDecorators';
import { EMPTY_FORM, type CloseFormState } from './closeForm';
import { CloseDialogView } from './CloseDialogView';

/** The close dialog, presentational: every figure and state through props, so no back end is needed. */

const noop = () => undefined;
const filled: CloseFormState = {
  ...EMPTY_FORM,
  priceText: '65000',
  price: '65000',
  qtyText: '0.250',
  qty: '0.250',
  percent: 100,
  priceTouched: false,
};

const meta = {
  title: 'remote-positions/Close/CloseDialog',
  component: CloseDialogView,
  // On the docs page each story renders in a frame of its own: an open dialog (a portal) would
  // otherwise cover the whole page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  decorators: [withPositionsI18n],
  args: {
    kind: 'limit',
    symbol: 'BTCUSDT',
    option: false,
    positionSide: 'Buy',
    entryPrice: '64,000.0',
    marketPrice: '65,000.0',
    instrument: 'ready',
    form: filled,
    splitTipMax: null,
    summary: { pnl: '250.0000', fee: '8.9375', net: '241.0625' },
    coin: 'USDT',
    streamStatus: 'live',
    phase: { name: 'edit' },
    formMessage: null,
    onPriceText: noop,
    onPriceBlur: noop,
    onPriceStep: noop,
    onQtyText: noop,
    onQtyBlur: noop,
    onPercent: noop,
    onPostOnly: noop,
    onConfirm: noop,
    onCancel: noop,
    onRiskConfirm: noop,
    onLiquidationConfirm: noop,
    onBack: noop,
    onFinish: noop,
    onCheckAgain: noop,
  },
} satisfies Meta<typeof CloseDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The last price is not in yet; the prices' stream is reconnecting. */
export const Loading: Story = {
  args: {
    marketPrice: null,
    form: { ...filled, priceText: '', price: '' },
    summary: null,
    streamStatus: 'reconnecting',
  },
};

/** The instrument is unknown: 'invalidPosHint', Confirm off. */
export const Empty: Story = {
  args: { instrument: 'missing', form: EMPTY_FORM, summary: null },
};

/** 39303: part of a split market close could not be placed. */
export const Error: Story = {
  args: { kind: 'market', phase: { name: 'splitFailed', qty: '5', symbol: 'BTCUSDT' } },
};

/** A missing quantity was confirmed: 'priceQtyRequiredMsg', nothing sent. */
export const ErrorRequired: Story = {
  name: 'Error: required',
  args: { form: { ...filled, qtyText: '', qty: '' }, formMessage: { key: 'priceQtyRequiredMsg' } },
};

/** A failed call: the pre-check could not answer, nothing was sent. */
export const ErrorFailedCall: Story = {
  name: 'Error: failed call',
  args: { formMessage: { key: 'orderCreateFailureTitle' } },
};

/** The risk confirmation, asked again because the market moved. */
export const RiskConfirmation: Story = {
  name: 'Risk confirmation',
  args: { phase: { name: 'risk', price: '64000.0', bound: '64990.0', ticks: 100, moved: true } },
};

/** A lost answer, reconciled: not sent again. */
export const Reconciled: Story = {
  args: { kind: 'market', phase: { name: 'reconciled', closed: false, size: '0.25' } },
};

/** A quantity above maxMarketQty (split), huge figures, and a dust lot of another symbol. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    kind: 'market',
    symbol: 'DOGEWIFHATUSDT',
    entryPrice: '0.00001234',
    marketPrice: '0.00001300',
    form: { ...filled, qtyText: '123456789', qty: '123456789', percent: 100 },
    splitTipMax: '20000000',
    summary: { pnl: '-98,765,432.1234', fee: '1,234,567.8901', net: '-99,999,999.0135' },
  },
};

export const TinyLot: Story = {
  name: 'Tiny lot',
  args: {
    form: { ...filled, qtyText: '0.001', qty: '0.001', percent: 0 },
    summary: { pnl: '-0.0001', fee: '0.0000', net: '-0.0001' },
  },
};

/** Arabic, right to left: a loss keeps its minus in front. */
export const RTL: Story = {
  globals: { locale: 'ar-SA' },
  args: { summary: { pnl: '-1,250.5000', fee: '8.9375', net: '-1,259.4375' }, positionSide: 'Sell' },
};

/** An option close: average price and mark, marks at 0 and 100, no post-only. */
export const OptionClose: Story = {
  name: 'Option close',
  args: {
    symbol: 'BTC-27DEC24-100000-C',
    option: true,
    entryPrice: '1,250.00',
    marketPrice: '1,300.00',
    markPrice: '1,305.25',
    form: { ...filled, priceText: '1300', price: '1300', qtyText: '1.5', qty: '1.5' },
    coin: 'USDC',
    summary: { pnl: '75.0000', fee: '52.8000', net: '22.2000' },
  },
};

/** A UTA2 market close with its slippage control (SOL: ticks or percent). */
export const SlippagePanel: Story = {
  name: 'Slippage panel',
  args: {
    kind: 'market',
    symbol: 'SOLUSDT',
    entryPrice: '150.000',
    marketPrice: '151.250',
    form: { ...filled, qtyText: '40.0', qty: '40.0' },
    summary: { pnl: '50.0000', fee: '3.3275', net: '46.6725' },
    slippage: {
      enabled: true,
      types: ['TickSize', 'Percent'],
      valuesOf: { TickSize: ['10', '20', '50', '100'], Percent: ['0.1', '0.2', '0.5', '1'] },
      choice: { type: 'Percent', value: '0.2' },
      depth: '35.0',
      message: 'orderIncompleteExpected',
      onEnabled: noop,
      onChoice: noop,
    },
  },
};
