import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import mmrStories, {
  Default,
  ErrorMinimum,
} from '../../../remote-positions/src/features/mmrClose/MmrCloseDialogView.stories';
import { expectAlertSaying, screen } from './play';

/** The MMR close dialog's main path and main error. */
const meta = {
  title: 'storybook/Interactions/MmrCloseDialog',
  component: mmrStories.component,
  decorators: mmrStories.decorators,
  args: { ...mmrStories.args, onTriggerText: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof mmrStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a trigger, confirm once; the account MMR says its tone in words, not only in colour. */
export const ConfirmSets: Story = {
  name: 'Set a trigger and confirm',
  args: Default.args as Story['args'],
  play: async ({ args }) => {
    await expect((await screen().findByTestId('mmr-account-tone')).textContent?.trim()).not.toBe('');
    await userEvent.type(screen().getByTestId('mmr-trigger'), '5');
    await expect(args.onTriggerText).toHaveBeenCalled();
    await userEvent.click(screen().getByTestId('mmr-confirm'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A trigger at or under the account MMR: the minimum is said, Confirm is off. */
export const BelowMinimum: Story = {
  name: 'Error: trigger below the account MMR',
  args: ErrorMinimum.args as Story['args'],
  play: async ({ args }) => {
    const alert = await expectAlertSaying('mmr.minimumExplain');
    await expect(alert.textContent).toContain('3.21');
    await expect(screen().getByTestId('mmr-confirm')).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
