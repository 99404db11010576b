import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import trailingStories, {
  Default,
  Error,
} from '../../../remote-positions/src/features/trailing/TrailingStopDialogView.stories';
import { expectAlertSaying, screen } from './play';

/** The trailing-stop dialog's main path and main error. */
const meta = {
  title: 'storybook/Interactions/TrailingStopDialog',
  component: trailingStories.component,
  decorators: trailingStories.decorators,
  args: { ...trailingStories.args, onValueText: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof trailingStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type the trailing distance, confirm once; the example shows where it would trigger. */
export const ConfirmSets: Story = {
  name: 'Set a trailing distance and confirm',
  args: Default.args as Story['args'],
  play: async ({ args }) => {
    await expect((await screen().findByTestId('trailing-example')).textContent).toContain('60,500.1');
    await userEvent.type(screen().getByTestId('trailing-value'), '0');
    await expect(args.onValueText).toHaveBeenCalled();
    await userEvent.click(screen().getByTestId('trailing-confirm'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A distance the exchange would refuse: 'trailingValueValid' in words, the field invalid. */
export const InvalidDistance: Story = {
  name: 'Error: trailing distance not valid',
  args: Error.args as Story['args'],
  play: async ({ args }) => {
    await expectAlertSaying('trailingValueValid');
    await expect(screen().getByTestId('trailing-value')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen().getByTestId('trailing-cancel'));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
