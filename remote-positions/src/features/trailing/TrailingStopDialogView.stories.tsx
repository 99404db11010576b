import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withPositionsI18n } from '../../storyDecorators';
import { TrailingStopDialogView } from './TrailingStopDialogView';

const noop = () => {};

/** The trailing-stop dialog, presentational: every value in through args, no back end. */
const meta = {
  title: 'remote-positions/Trailing stop/TrailingStopDialog',
  component: TrailingStopDialogView,
  // On the docs page each story renders in a frame of its own: an open dialog (a portal) would
  // otherwise cover the whole page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  decorators: [withPositionsI18n],
  args: {
    symbol: 'BTCUSDT',
    coin: 'USDT',
    side: 'Buy',
    entryPrice: '60,000.5',
    sessionAverage: false,
    marketPrice: '61,000.1',
    liqPrice: '54,210.0',
    type: 'distance',
    valueText: '',
    rateValue: 0.1,
    activationOn: false,
    activationText: '',
    held: null,
    example: null,
    error: null,
    notLive: null,
    sending: false,
    lostAnswer: false,
    helpHref: '/en/help-center/trailing-stop',
    onType: noop,
    onValueText: noop,
    onValueBlur: noop,
    onRate: noop,
    onActivationOn: noop,
    onActivationText: noop,
    onConfirm: noop,
    onCancelTrailing: noop,
    onCancel: noop,
  },
} satisfies Meta<typeof TrailingStopDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { valueText: '500', example: { extreme: '61,000.1', trigger: '60,500.1' } },
};

/** Editing a held rate with an active price; the rate slider shows. */
export const ByRateWithActivation: Story = {
  name: 'By rate with activation',
  args: {
    type: 'rate',
    valueText: '1.5',
    rateValue: 1.5,
    activationOn: true,
    activationText: '65000',
    held: '1.5% @ 65,000.0',
    example: { extreme: '61,000.1', trigger: '60,085.1' },
  },
};

/** The last price not in yet; the change being sent. */
export const Loading: Story = { args: { marketPrice: null, valueText: '500', sending: true } };

/** An active price without a callback: trailingValueValid, nothing sent. */
export const Error: Story = {
  args: { activationOn: true, activationText: '65000', error: { key: 'trailingValueValid' } },
};

/** The answer was lost: locked, said so; the stream is reconnecting. */
export const LostAnswerNotLive: Story = {
  name: 'Lost answer not live',
  args: { valueText: '500', lostAnswer: true, notLive: 'reconnecting' },
};

/** A short, the rate at its maximum, an inverse contract's huge prices, no liquidation price. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    symbol: 'BTCUSD',
    coin: 'USD',
    side: 'Sell',
    type: 'rate',
    valueText: '100',
    rateValue: 100,
    entryPrice: '999,999.5',
    marketPrice: '999,999.5',
    liqPrice: '--',
    example: { extreme: '999,999.5', trigger: '1,999,999.0' },
  },
};

/** Portfolio margin: the liquidation price is hidden ('--'); a USDC session average entry. */
export const PortfolioMargin: Story = {
  name: 'Portfolio margin',
  args: { symbol: 'BTCPERP', coin: 'USDC', liqPrice: '--', sessionAverage: true, valueText: '250' },
};

/** The three-step tutorial (previous / next / done, learn more), at its middle step. */
export const Tutorial: Story = { args: { initialTutorialStep: 1 } };

/** The trigger-type radio: by distance or by rate (tagged NEW). */
export const TriggerTypeRadio: Story = { name: 'Trigger type radio', args: { initialTypeOpen: true } };

/** Arabic, right to left: figures keep their order. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  args: { valueText: '500', held: '500.0', example: { extreme: '61,000.1', trigger: '60,500.1' } },
  render: (args) => (
    <div dir="rtl">
      <TrailingStopDialogView {...args} />
    </div>
  ),
};
