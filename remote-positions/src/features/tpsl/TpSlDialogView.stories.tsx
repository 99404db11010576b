import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withPositionsI18n } from '../../storyDecorators';
import { TpSlDialogView, type TpSlLegView } from './TpSlDialogView';

const noop = () => {};

const tp: TpSlLegView = {
  price: '70400',
  triggerBy: 'LastPrice',
  inputType: 'roi',
  subValue: '100',
  slider: { value: 100, max: 150, step: 0.1 },
  tip: { price: '70,400.0', qty: '0.250', pnl: '1,600.0000' },
  orderType: 'Market',
  limitPrice: '',
  messages: [],
};
const sl: TpSlLegView = {
  price: '62720',
  triggerBy: 'MarkPrice',
  inputType: 'roi',
  subValue: '20',
  slider: { value: 20, max: 75, step: 0.1 },
  tip: { price: '62,720.0', qty: '0.250', pnl: '-320.0000' },
  orderType: 'Market',
  limitPrice: '',
  messages: [],
};
const emptyLeg = (leg: TpSlLegView): TpSlLegView => ({
  ...leg,
  price: '',
  subValue: '',
  slider: leg.slider && { ...leg.slider, value: 0 },
  tip: null,
});

/** The TP/SL dialog (positions.md §2, §3), presentational: every value in through args, no back end. */
const meta = {
  title: 'remote-positions/TP and SL/TpSlDialog',
  component: TpSlDialogView,
  // On the docs page each story renders in a frame of its own: an open dialog (a portal) would
  // otherwise cover the whole page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  decorators: [withPositionsI18n],
  args: {
    symbol: 'BTCUSDT',
    modify: false,
    showTabs: true,
    tab: 'entire',
    view: 'form',
    back: false,
    summary: { price: '64,812.5', qty: '0.250', entry: '64,000.0', last: '64,810.0', liq: '58,000.0' },
    qtyText: '',
    qtyPercent: 0,
    qtyMessages: [],
    tp,
    sl,
    inputTypes: ['roi', 'price', 'pnl'],
    partial: false,
    canCancelOco: false,
    list: [],
    sort: 'time',
    shake: false,
    confirmCancelAll: false,
    loading: false,
    sending: false,
    lostAnswer: false,
    notLive: null,
    // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
    onTab: noop,
    onBack: noop,
    onQtyText: noop,
    onQtyPercent: noop,
    onLeg: noop,
    onSort: noop,
    onAdd: noop,
    onModify: noop,
    onCancelItem: noop,
    onCancelAll: noop,
    onConfirmCancelAll: noop,
    onCancelOco: noop,
    onConfirm: noop,
    onClose: noop,
  },
} satisfies Meta<typeof TpSlDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entire position, add: TP by ROI, SL by ROI with the mark price as trigger. */
export const Default: Story = {};

/** Nothing typed yet. */
export const Empty: Story = { args: { tp: emptyLeg(tp), sl: emptyLeg(sl) } };

/** Modify an existing full TP/SL: its OCO cancel button. */
export const ModifyEntire: Story = { name: 'Modify entire', args: { modify: true, canCancelOco: true } };

/** The instrument and last price loading; then a save in flight. */
export const Loading: Story = { args: { loading: true } };
export const Sending: Story = { args: { sending: true } };

/** §5 messages: a take profit below the last price, a stop loss past the liquidation price. */
export const Error: Story = {
  args: {
    tp: { ...tp, price: '64000', messages: [{ key: 'tpPosPriceTooLow', params: { price: '64,810.0' } }] },
    sl: {
      ...sl,
      price: '57000',
      messages: [{ key: 'buySlPriceUpLiqPrice', params: { liqPrice: '58,000.0' } }],
    },
  },
};

/** The answer was lost: locked, nothing re-sent; the stream is reconnecting. */
export const LostAnswerNotLive: Story = {
  name: 'Lost answer not live',
  args: { lostAnswer: true, notLive: 'reconnecting' },
};

/** A lost save the read back shows the exchange does not hold: nothing saved, the form kept, unlocked. */
export const LostNotTaken: Story = { name: 'Lost not taken', args: { notTaken: true } };

/** Partial, add: quantity with slider, a limit take profit, the split tip and a missing SL quantity. */
export const PartialAdd: Story = {
  name: 'Partial add',
  args: {
    tab: 'partial',
    partial: true,
    back: true,
    qtyText: '60',
    qtyPercent: 0,
    qtyMessages: [
      { key: 'slTips1', params: { leg: 'stopLoss' } },
      { key: 'maxQtySplitOrderTip', params: { max: '50' } },
    ],
    tp: { ...tp, orderType: 'Limit', limitPrice: '70390' },
  },
};

/** Partial, edit one entry: no tab switch (§4), back to the list. */
export const PartialEdit: Story = {
  name: 'Partial edit',
  args: { tab: 'partial', partial: true, showTabs: false, back: true, modify: true, qtyText: '0.1', qtyPercent: 40 },
};

const list = [
  { id: 'o-1', leg: 'tp' as const, price: '70,000.0', limitPrice: null, qty: '0.100', triggerBy: 'LastPrice' as const },
  {
    id: 'o-2',
    leg: 'sl' as const,
    price: '60,000.0',
    limitPrice: '59,990.0',
    qty: '0.050',
    triggerBy: 'MarkPrice' as const,
  },
];

/** The partial list, newest first, with Cancel All / Add and per-item Modify / Cancel. */
export const PartialList: Story = { name: 'Partial list', args: { tab: 'partial', view: 'list', modify: true, list } };

/** Cancel All asks first ('Prompt message'). */
export const CancelAllPrompt: Story = {
  name: 'Cancel all prompt',
  args: { tab: 'partial', view: 'list', list, confirmCancelAll: true },
};

/** Nothing to cancel: the button shakes for 1 s instead. */
export const EmptyListShake: Story = {
  name: 'Empty list shake',
  args: { tab: 'partial', view: 'list', list: [], shake: true },
};

/** Edge values: an inverse contract's coin P&L, the sliders at their maxima, a 99.9 % SL. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    symbol: 'BTCUSD',
    summary: { price: '1,999,999.5', qty: '1,000,000', entry: '0.5', last: '0.5', liq: '--' },
    tp: { ...tp, inputType: 'price', subValue: '999999999.9', slider: { value: 25, max: 25, step: 1 } },
    sl: {
      ...sl,
      inputType: 'price',
      subValue: '99.9',
      slider: { value: 10, max: 10, step: 1 },
      tip: { price: '0.5', qty: '1,000,000', pnl: '-0.00000001' },
      messages: [{ key: 'slCloseToLiqPriceTip', params: { liqPrice: '0.5' } }],
    },
  },
};

/** Portfolio margin: no ROI input type (forced to price), no liquidation price. */
export const PortfolioMargin: Story = {
  name: 'Portfolio margin',
  args: {
    inputTypes: ['price', 'pnl'],
    summary: { price: '64,812.5', qty: '0.250', entry: '64,000.0', last: '64,810.0', liq: '--' },
    tp: { ...tp, inputType: 'price', subValue: '10', slider: { value: 10, max: 25, step: 1 } },
    sl: { ...sl, inputType: 'pnl', subValue: '320', slider: null },
  },
};

/** Arabic, right to left: figures keep their order. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  args: { tab: 'partial', partial: true, qtyText: '0.1' },
  render: (args) => (
    <div dir="rtl">
      <TpSlDialogView {...args} />
    </div>
  ),
};

/** Arabic partial list. */
export const RightToLeftList: Story = {
  name: 'Right to left list',
  globals: { locale: 'ar-SA' },
  args: { tab: 'partial', view: 'list', list },
  render: (args) => (
    <div dir="rtl">
      <TpSlDialogView {...args} />
    </div>
  ),
};
