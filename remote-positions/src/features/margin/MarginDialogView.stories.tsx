import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withPositionsI18n } from '../../storyDecorators';
import { MarginDialogView } from './MarginDialogView';

const noop = () => {};

/** The add / reduce margin dialog, presentational: every value in through args, no back end. */
const meta = {
  title: 'remote-positions/Margin/MarginDialog',
  component: MarginDialogView,
  // On the docs page each story renders in a frame of its own: an open dialog (a portal) would
  // otherwise cover the whole page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  decorators: [withPositionsI18n],
  args: {
    symbol: 'ETHUSDT',
    coin: 'USDT',
    allowed: true,
    tab: 'plus',
    amountText: '',
    quick: null,
    max: '10,250.0000',
    least: '0.0001',
    positionMargin: '2,750.0000',
    addedMargin: '150.0000',
    estimate: '--',
    riskTier: { id: 1, startingMargin: '0.02', maintainMargin: '0.005', maxLeverage: '50', mmDeduction: '0' },
    error: null,
    notLive: null,
    sending: false,
    lostAnswer: false,
    // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
    onTab: noop,
    onAmountText: noop,
    onAmountBlur: noop,
    onStep: noop,
    onQuick: noop,
    onConfirm: noop,
    onCancel: noop,
  },
} satisfies Meta<typeof MarginDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { amountText: '1025', quick: 10, estimate: '4,512.35' } };

/** Risk limits loading, the estimate being computed, the change being sent. */
export const Loading: Story = { args: { amountText: '100', riskTier: null, estimate: null, sending: true } };

export const ReduceTab: Story = {
  name: 'Reduce tab',
  args: { tab: 'minus', max: '150.0000', amountText: '75', quick: 50 },
};

/** A decrease above the added margin: setMarginWarn, nothing sent. */
export const Error: Story = {
  args: {
    tab: 'minus',
    max: '150.0000',
    amountText: '200',
    error: { key: 'setMarginWarn', params: { max: '150.0000', coin: 'USDT' } },
  },
};

/** The answer was lost: the dialog says so and is locked; the stream is reconnecting. */
export const LostAnswerNotLive: Story = {
  name: 'Lost answer not live',
  args: { amountText: '10', lostAnswer: true, notLive: 'reconnecting' },
};

/** Nothing to add (max 0), an inverse contract's 8 decimals, the estimate capped. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    symbol: 'BTCUSD',
    coin: 'BTC',
    max: '0.00000000',
    least: '0.00000001',
    positionMargin: '0.01234567',
    addedMargin: '0.00000000',
    estimate: '999,999.00',
    riskTier: undefined,
  },
};

/** Not an isolated position with an entry price: no form. */
export const NotAllowed: Story = { name: 'Not allowed', args: { allowed: false } };

/** Arabic, right to left: figures keep their order. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  args: { amountText: '1025', quick: 10, estimate: '4,512.35' },
  render: (args) => (
    <div dir="rtl">
      <MarginDialogView {...args} />
    </div>
  ),
};
