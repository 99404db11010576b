import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import repayStories from '../../../remote-order-panel/src/features/repay/RepayDialog.stories';
import { REPAY_MESSAGE_SOURCE } from '../../../remote-order-panel/src/features/repay/rules';
import { screen } from './play';

/**
 * The repay frame's main path (close it, nothing reported) and main error (the page never loads).
 * What the page reports when it repays is the order panel's jest and browser tests' part: a
 * cross-origin frame's message cannot be played in a story.
 */
const meta = {
  title: 'storybook/Interactions/RepayDialog',
  component: repayStories.component,
  decorators: repayStories.decorators,
  args: { ...repayStories.args, onMessage: fn(), onClose: fn() },
} satisfies Meta<typeof repayStories.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CloseWithoutRepaying: Story = {
  name: 'Close without repaying',
  play: async ({ args }) => {
    await expect(await screen().findByRole('progressbar')).toBeTruthy();
    await userEvent.click(screen().getByTestId('repay-close'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onMessage).not.toHaveBeenCalled();
  },
};

/**
 * The page never says it is ready: 'failed' once the wait is over. A message forged by another
 * window (here the story's own) is not read.
 */
export const NeverLoads: Story = {
  name: 'Error: the repay page does not load',
  args: { loadTimeoutMs: 300 },
  play: async ({ args }) => {
    window.postMessage({ source: REPAY_MESSAGE_SOURCE, type: 'result', ok: true, coin: 'BTC', amount: '9' }, '*');
    await waitFor(() => expect(args.onMessage).toHaveBeenCalledWith({ type: 'failed', code: 0 }));
    await expect(args.onMessage).toHaveBeenCalledTimes(1);
    await expect(screen().getByRole('progressbar')).toBeTruthy();
  },
};
