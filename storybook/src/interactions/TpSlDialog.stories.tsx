import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import tpslStories, { Default, Error } from '../../../remote-positions/src/features/tpsl/TpSlDialogView.stories';
import { expectAlertSaying, screen } from './play';

/** The TP/SL dialog's main path and main error. */
const meta = {
  title: 'storybook/Interactions/TpSlDialog',
  component: tpslStories.component,
  decorators: tpslStories.decorators,
  args: { ...tpslStories.args, onLeg: fn(), onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof tpslStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The arrows step the take-profit trigger by the tick; Confirm sends once. */
export const ConfirmSets: Story = {
  name: 'Step the take profit and confirm',
  args: Default.args as Story['args'],
  play: async ({ args }) => {
    const tp = await screen().findByTestId('tpsl-tp-price');
    await userEvent.click(tp);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onLeg).toHaveBeenCalledWith('tp', { priceStep: 1 });
    await userEvent.click(screen().getByTestId('tpsl-confirm'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A take profit under the market and a stop past the liquidation price: both said under their fields. */
export const PricesRefused: Story = {
  name: 'Error: take profit too low, stop past liquidation',
  args: Error.args as Story['args'],
  play: async ({ args }) => {
    await expectAlertSaying('tpPosPriceTooLow');
    const alerts = await screen().findAllByRole('alert');
    await expect(alerts.map((a) => a.textContent).join(' ')).toContain('58,000.0');
    await expect(screen().getByTestId('tpsl-tp-price')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
