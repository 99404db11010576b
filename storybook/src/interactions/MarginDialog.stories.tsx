import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import marginStories, { Default, Error } from '../../../remote-positions/src/features/margin/MarginDialogView.stories';
import { expectAlertSaying, screen } from './play';

/** The margin dialog's main path and main error. */
const meta = {
  title: 'storybook/Interactions/MarginDialog',
  component: marginStories.component,
  decorators: marginStories.decorators,
  args: {
    ...marginStories.args,
    onAmountText: fn(),
    onStep: fn(),
    onQuick: fn(),
    onTab: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof marginStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type an amount, step it with the arrows, pick a share, confirm once. */
export const ConfirmAdds: Story = {
  name: 'Add margin: type, step, pick a share, confirm',
  args: Default.args as Story['args'],
  play: async ({ args }) => {
    const amount = await screen().findByTestId('margin-amount');
    await userEvent.type(amount, '5');
    await expect(args.onAmountText).toHaveBeenCalled();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onStep).toHaveBeenCalledWith(1);
    await userEvent.click(screen().getByTestId('margin-quick-50'));
    await expect(args.onQuick).toHaveBeenCalledWith(50);
    await userEvent.click(screen().getByTestId('margin-confirm'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Reducing more than can be taken out: 'setMarginWarn' in words, the field marked invalid. */
export const ReduceTooMuch: Story = {
  name: 'Error: more than can be reduced',
  args: Error.args as Story['args'],
  play: async ({ args }) => {
    await expectAlertSaying('setMarginWarn');
    await expect(screen().getByTestId('margin-amount')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen().getByTestId('margin-cancel'));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
