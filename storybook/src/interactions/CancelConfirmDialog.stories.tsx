import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import cancelStories, { Default } from '../../../remote-option-entry/src/features/entry/CancelConfirmDialog.stories';
import { screen } from './play';

/** The cancel confirmation of the option entry. */
const meta = {
  title: 'storybook/Interactions/CancelConfirmDialog',
  component: cancelStories.component,
  decorators: cancelStories.decorators,
  args: { ...cancelStories.args, onConfirm: fn(), onKeep: fn() },
} satisfies Meta<typeof cancelStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order is named; Cancel order cancels it once. */
export const ConfirmCancels: Story = {
  name: 'Cancel the order',
  args: Default.args as Story['args'],
  play: async ({ args }) => {
    await expect((await screen().findByTestId('cancel-confirm-summary')).textContent).toContain('BTC-27DEC24-65000-C');
    await userEvent.click(screen().getByTestId('cancel-confirm-button'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(false);
    await expect(args.onKeep).not.toHaveBeenCalled();
  },
};

/** The Enter that opened it, pressed again, keeps the order: focus starts on Keep, not on Cancel. */
export const StrayEnterKeeps: Story = {
  name: 'Stray Enter keeps the order',
  args: Default.args as Story['args'],
  play: async ({ args }) => {
    await screen().findByTestId('cancel-confirm-summary');
    await expect(document.activeElement).toBe(screen().getByTestId('cancel-keep'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onKeep).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
