import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent } from 'storybook/test';
import shareStories, { Default, Error } from '../../../remote-positions/src/features/share/ShareDialogView.stories';
import { screen } from './play';

/** The share dialog's main path (choose a style, download once) and its main error (retry). */
const meta = {
  title: 'storybook/Interactions/ShareDialog',
  component: shareStories.component,
  decorators: shareStories.decorators,
  args: { ...shareStories.args, onStyle: fn(), onDownload: fn(), onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof shareStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Download: Story = {
  name: 'Choose the vertical poster and download',
  args: Default.args as Story['args'],
  play: async ({ args }) => {
    await userEvent.click(await screen().findByTestId('share-style-vertical'));
    await expect(args.onStyle).toHaveBeenCalledWith('vertical');
    await userEvent.click(screen().getByTestId('share-download'));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** The poster could not be made: said in words, Retry asks again, nothing to download. */
export const PosterFailed: Story = {
  name: 'Error: poster could not be made, retry',
  args: Error.args as Story['args'],
  play: async ({ args }) => {
    await expect(screen().getByTestId('share-download')).toBeDisabled();
    await userEvent.click(await screen().findByTestId('share-retry'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};
