import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import closeAllStories, { Loading } from '../../../remote-order-panel/src/features/closeAll/CloseAllBar.stories';
import { screen } from './play';

/** Close all positions: asked first, "don't ask again" kept; Escape keeps the positions. */
const meta = {
  title: 'storybook/Interactions/CloseAllBar',
  component: closeAllStories.component,
  decorators: closeAllStories.decorators,
  args: { ...closeAllStories.args, onCloseAll: fn() },
} satisfies Meta<typeof closeAllStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmClosesAll: Story = {
  name: 'Close all, asked first, "don\'t ask again"',
  play: async ({ args }) => {
    await userEvent.click(await screen().findByTestId('close-all'));
    await expect(args.onCloseAll).not.toHaveBeenCalled();
    await userEvent.click(await screen().findByTestId('close-all-dont-ask'));
    await userEvent.click(screen().getByTestId('close-all-confirm'));
    await expect(args.onCloseAll).toHaveBeenCalledTimes(1);
    await expect(args.onCloseAll).toHaveBeenCalledWith(true);
  },
};

/** Escape in the question keeps every position, and focus returns to Close all. */
export const EscapeKeeps: Story = {
  name: 'Escape keeps the positions',
  play: async ({ args }) => {
    const button = await screen().findByTestId('close-all');
    await userEvent.click(button);
    await screen().findByTestId('close-all-confirm');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseAll).not.toHaveBeenCalled();
    await expect(document.activeElement).toBe(button);
  },
};

/** In flight: the button says so and keeps focus; pressing it again asks nothing and sends nothing. */
export const InFlight: Story = {
  name: 'Error: a second press while closing sends nothing',
  args: Loading.args as Story['args'],
  play: async ({ args }) => {
    const button = await screen().findByTestId('close-all');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(screen().queryByTestId('close-all-confirm')).toBeNull();
    await expect(args.onCloseAll).not.toHaveBeenCalled();
  },
};
