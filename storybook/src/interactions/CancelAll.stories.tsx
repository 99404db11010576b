import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import subTabStories from '../../../remote-order-panel/src/features/openOrders/OpenOrdersSubTabs.stories';
import { screen } from './play';

/** Cancel all of a sub-tab, with the cancelAllConfirm question on. */
const meta = {
  title: 'storybook/Interactions/CancelAll',
  component: subTabStories.component,
  decorators: subTabStories.decorators,
  args: { ...subTabStories.args, confirmCancelAll: true, onCancelAll: fn() },
} satisfies Meta<typeof subTabStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmCancelsAll: Story = {
  name: 'Cancel all, asked first',
  play: async ({ args }) => {
    await userEvent.click(await screen().findByTestId('cancel-all'));
    await expect(args.onCancelAll).not.toHaveBeenCalled();
    await userEvent.click(await screen().findByTestId('cancel-all-confirm'));
    await expect(args.onCancelAll).toHaveBeenCalledTimes(1);
  },
};

/** Keep in the question cancels nothing. */
export const KeepCancelsNothing: Story = {
  name: 'Keep the orders',
  play: async ({ args }) => {
    await userEvent.click(await screen().findByTestId('cancel-all'));
    await userEvent.click(await screen().findByTestId('cancel-all-dismiss'));
    await expect(args.onCancelAll).not.toHaveBeenCalled();
  },
};

/** While a cancel-all is in flight a second press neither asks nor sends. */
export const InFlight: Story = {
  name: 'Error: a second press while cancelling sends nothing',
  args: { cancelAllPending: true },
  play: async ({ args }) => {
    const button = await screen().findByTestId('cancel-all');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(screen().queryByTestId('cancel-all-confirm')).toBeNull();
    await expect(args.onCancelAll).not.toHaveBeenCalled();
  },
};
