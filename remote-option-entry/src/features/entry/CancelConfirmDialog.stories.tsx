import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { CancelConfirmDialog } from './CancelConfirmDialog';

/** The double confirmation before a cancel; the order arrives worded. */
const meta = {
  title: 'remote-option-entry/Order entry/CancelConfirmDialog',
  component: CancelConfirmDialog,
  // On the docs page each story renders in a frame of its own: an open dialog (a portal) would
  // otherwise cover the whole page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: {
    open: true,
    summary: 'Buy 1.5 BTC-27DEC24-65000-C at 2,450',
    onConfirm: () => {},
    onKeep: () => {},
  },
} satisfies Meta<typeof CancelConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sell: Story = { args: { summary: 'Sell 0.25 BTC-27DEC24-60000-P at 1,105' } };
export const PartiallyFilled: Story = {
  name: 'Partially filled',
  args: { summary: 'Buy 3 BTC-31JAN25-70000-C at 1,870 (1.2 / 3 filled)' },
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: { summary: 'Sell 9,999.99 BTC-27DEC24-100000-C-USDT at 10,000,000' },
};
