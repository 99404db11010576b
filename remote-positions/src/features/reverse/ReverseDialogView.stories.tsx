import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withPositionsI18n } from '../../storyDecorators';
import { ReverseDialogView } from './ReverseDialogView';

const noop = () => {};

/** The reverse dialog, presentational: every value in through args, no back end. */
const meta = {
  title: 'remote-positions/Reverse/ReverseDialog',
  component: ReverseDialogView,
  // On the docs page each story renders in a frame of its own: an open dialog (a portal) would
  // otherwise cover the whole page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  decorators: [withPositionsI18n],
  args: {
    symbol: 'ETHUSDT',
    marketPrice: '3,300.50',
    current: { side: 'Sell', qty: '4.00', mode: 'isolated', leverage: '5' },
    target: { side: 'Buy', qty: '4.00', mode: 'isolated', leverage: '5' },
    stage: 'prompt',
    reversible: true,
    leverageText: '',
    leverageError: null,
    showDontAsk: true,
    dontAsk: false,
    notLive: null,
    // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
    onLeverageText: noop,
    onDontAsk: noop,
    onConfirm: noop,
    onCancel: noop,
  },
} satisfies Meta<typeof ReverseDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The saved preference and the price are loading. */
export const Loading: Story = { args: { stage: 'loading', marketPrice: null } };

/** 'Do not prompt again' was chosen: the reversal runs at once with its progress. */
export const Opening: Story = { args: { stage: 'opening' } };

export const Reversed: Story = { args: { stage: 'reversed' } };

/** The close went through, the open was refused: closed, not reversed. */
export const Error: Story = { args: { stage: 'closedNotReversed' } };

export const LeverageError: Story = {
  name: 'Leverage error',
  args: { leverageText: '80', leverageError: { key: 'reverse.leverageRange', params: { max: '50' } } },
};

/** Copy trade: no 'do not prompt again'; cross leverage; the stream reconnecting; price unknown. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    symbol: 'DOGEWIFHATUSDT-LONGNAMEPERP',
    marketPrice: '--',
    current: { side: 'Buy', qty: '100,000,000', mode: 'cross', leverage: '0.01' },
    target: { side: 'Sell', qty: '100,000,000', mode: 'cross', leverage: '125' },
    showDontAsk: false,
    notLive: 'reconnecting',
  },
};

/** A copy-trade follower may not open: the reversal is not offered. */
export const Follower: Story = { args: { follower: true, showDontAsk: false } };

export const LostAnswer: Story = { name: 'Lost answer', args: { stage: 'lostOpen' } };

export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <ReverseDialogView {...args} />
    </div>
  ),
};
