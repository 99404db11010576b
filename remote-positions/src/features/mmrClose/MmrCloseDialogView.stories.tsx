import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withPositionsI18n } from '../../storyDecorators';
import { MmrCloseDialogView } from './MmrCloseDialogView';

const noop = () => {};

/** The MMR close dialog, presentational: every value in through args, no back end. */
const meta = {
  title: 'remote-positions/MMR close/MmrCloseDialog',
  component: MmrCloseDialogView,
  // On the docs page each story renders in a frame of its own: an open dialog (a portal) would
  // otherwise cover the whole page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  decorators: [withPositionsI18n],
  args: {
    symbol: 'BTCUSDT',
    offered: true,
    position: 'Long 0.500',
    entryPrice: '60,000.5',
    marketPrice: '61,000.1',
    markPrice: '61,002.3',
    triggerText: '',
    sliderValue: 0,
    accountMmr: '3.21',
    accountTone: 'safe',
    held: null,
    error: null,
    notLive: null,
    sending: false,
    lostAnswer: false,
    onTriggerText: noop,
    onTriggerBlur: noop,
    onSlider: noop,
    onConfirm: noop,
    onCancel: noop,
  },
} satisfies Meta<typeof MmrCloseDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { triggerText: '45', sliderValue: 45 } };

/** Editing a held trigger. */
export const Held: Story = { args: { triggerText: '80', sliderValue: 80, held: '80.00%' } };

/** The account MMR and the last price not in yet; the change being sent. */
export const Loading: Story = { args: { accountMmr: null, marketPrice: null, triggerText: '45', sending: true } };

/** At or below the account MMR: minimum-explain, Confirm disabled. */
export const ErrorMinimum: Story = {
  name: 'Error: minimum',
  args: { triggerText: '3', sliderValue: 3, error: { key: 'mmr.minimumExplain', params: { current: '3.21' } } },
};

/** Above 90: limit-explain, Confirm disabled. */
export const ErrorLimit: Story = {
  name: 'Error: limit',
  args: { triggerText: '95', sliderValue: 95, error: { key: 'mmr.limitExplain' } },
};

/** The answer was lost: locked, said so; the stream is reconnecting. */
export const LostAnswerNotLive: Story = {
  name: 'Lost answer not live',
  args: { triggerText: '45', lostAnswer: true, notLive: 'reconnecting' },
};

/** The maximum trigger, an account MMR in the danger zone, huge prices. */
export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    triggerText: '99.99',
    sliderValue: 99,
    accountMmr: '85.00',
    accountTone: 'danger',
    entryPrice: '999,999.5',
    marketPrice: '999,999.5',
    markPrice: '999,999.5',
    error: { key: 'mmr.limitExplain' },
  },
};

/** The account MMR at the warning line. */
export const Warning: Story = {
  args: { accountMmr: '55.00', accountTone: 'warning', triggerText: '70', sliderValue: 70 },
};

/** Portfolio margin (or an unsupported symbol): not offered, no form (§6). */
export const PortfolioMargin: Story = { name: 'Portfolio margin', args: { offered: false } };

/** Arabic, right to left: figures keep their order. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  args: { triggerText: '45', sliderValue: 45, held: '80.00%' },
  render: (args) => (
    <div dir="rtl">
      <MmrCloseDialogView {...args} />
    </div>
  ),
};
