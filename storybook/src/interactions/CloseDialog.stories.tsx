import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import closeStories, {
  ErrorRequired,
  RiskConfirmation,
} from '../../../remote-positions/src/features/close/CloseDialogView.stories';
import { expectAlertSaying, screen } from './play';

/** The close dialog's main path and main error, clicked and typed as a trader does. */
const meta = {
  title: 'storybook/Interactions/CloseDialog',
  component: closeStories.component,
  decorators: closeStories.decorators,
  args: {
    ...closeStories.args,
    onPriceText: fn(),
    onPriceStep: fn(),
    onPercent: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onBack: fn(),
    onRiskConfirm: fn(),
  },
} satisfies Meta<typeof closeStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Limit close: the arrows step the price, a quick share sets the size, Confirm sends once. */
export const ConfirmCloses: Story = {
  name: 'Limit close: step the price, half the size, confirm',
  play: async ({ args }) => {
    const price = await screen().findByTestId('close-price');
    await userEvent.click(price);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(args.onPriceStep).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onPriceStep).toHaveBeenNthCalledWith(3, -1);
    await userEvent.click(screen().getByTestId('close-quick-50'));
    await expect(args.onPercent).toHaveBeenCalledWith(50);
    await userEvent.click(screen().getByTestId('close-confirm'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** No quantity: 'priceQtyRequiredMsg' is said in words; Escape leaves without sending. */
export const QuantityRequired: Story = {
  name: 'Error: quantity required',
  args: ErrorRequired.args as Story['args'],
  play: async ({ args }) => {
    await expectAlertSaying('priceQtyRequiredMsg');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A price far from the market asks first; Back returns to the form and places nothing. */
export const RiskBack: Story = {
  name: 'Error: price far from the market, back',
  args: RiskConfirmation.args as Story['args'],
  play: async ({ args }) => {
    const risk = await screen().findByTestId('close-risk-dialog');
    await expect(risk.textContent).toContain('64990.0');
    // Back is the first action, Confirm the second
    const [back] = within(risk).getAllByRole('button');
    await userEvent.click(back!);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onRiskConfirm).not.toHaveBeenCalled();
  },
};
