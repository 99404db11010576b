import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
// The package's own stories module: its component, args and decorators (the remotes' jest cannot
// load `storybook/test`, so play functions live in this workspace, which jest does not run).
import reverseStories from '../../../remote-positions/src/features/reverse/ReverseDialogView.stories';

/** The reverse dialog's main path and main error, clicked through as a trader does. */
const meta = {
  title: 'storybook/Interactions/ReverseDialog',
  component: reverseStories.component,
  decorators: reverseStories.decorators,
  args: { ...reverseStories.args, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof reverseStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm sends the reversal once. */
export const ConfirmReverses: Story = {
  name: 'Confirm: reverse the position',
  play: async ({ args }) => {
    // The dialog renders in a portal: query the whole page, not the canvas.
    const page = within(document.body);
    await userEvent.click(await page.findByTestId('reverse-confirm'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The close went through, the open was refused: the trader reads it, nothing more can be sent. */
export const ClosedNotReversed: Story = {
  name: 'Error: closed, not reversed',
  args: { stage: 'closedNotReversed' },
  play: async ({ args }) => {
    const page = within(document.body);
    const outcome = await page.findByTestId('reverse-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'closedNotReversed');
    await expect(outcome.textContent?.trim()).not.toBe('');
    await expect(page.queryByTestId('reverse-confirm')).toBeNull();
    await userEvent.click(page.getByTestId('reverse-close'));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
