import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import placeStories, {
  Default,
  Stale,
} from '../../../remote-option-entry/src/features/entry/PlaceConfirmDialog.stories';
import { screen } from './play';

/** The option order confirmation's main path and main error. */
const meta = {
  title: 'storybook/Interactions/PlaceConfirmDialog',
  component: placeStories.component,
  decorators: placeStories.decorators,
  args: { ...placeStories.args, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof placeStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Focus starts on the review, not on Confirm: a stray Enter (the second of a double Enter in the
 * ticket) places nothing. "Don't ask again", then Confirm, places once and says so.
 */
export const ConfirmPlaces: Story = {
  name: 'Stray Enter sends nothing; confirm with "don\'t ask again"',
  args: Default.args as Story['args'],
  play: async ({ args }) => {
    const dialog = await screen().findByTestId('place-confirm');
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(document.activeElement).not.toBe(screen().getByTestId('confirm-place'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen().getByTestId('confirm-dont-ask'));
    await userEvent.click(screen().getByTestId('confirm-place'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(true);
  },
};

/** Prices are not live: the confirmation says so before anything is placed; Back places nothing. */
export const PricesNotLive: Story = {
  name: 'Error: prices not live, back',
  args: Stale.args as Story['args'],
  play: async ({ args }) => {
    await expect((await screen().findByTestId('confirm-stale')).textContent?.trim()).not.toBe('');
    await userEvent.click(screen().getByTestId('confirm-cancel'));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
