import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n } from '../../storyDecorators';
import { OutcomeList, type OutcomeRow } from './OutcomeList';

const placed: OutcomeRow = {
  legId: 'leg-1',
  summary: 'Buy 1 BTC-27DEC24-65000-C at 2,450',
  text: 'placed',
  severity: 'success',
};

/** What happened to each order of the last submission; renders nothing when there is none. */
const meta = {
  title: 'remote-option-entry/OutcomeList',
  component: OutcomeList,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: { rows: [placed], deviations: [], onDismiss: () => {} },
} satisfies Meta<typeof OutcomeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single order, placed. */
export const Default: Story = {};
/** Sending: results not in yet. */
export const Pending: Story = {
  args: { rows: [{ ...placed, text: 'sending…', severity: 'info' }] },
};
export const Rejected: Story = {
  args: {
    rows: [
      {
        legId: 'leg-1',
        summary: 'Sell 2 BTC-27DEC24-60000-P at 1,105',
        text: 'rejected (30031): Insufficient available balance',
        severity: 'error',
      },
    ],
  },
};
/** A batch with every kind of outcome, and the deviation results per symbol. */
export const MixedBatch: Story = {
  args: {
    rows: [
      placed,
      {
        legId: 'leg-2',
        summary: 'Sell 2 BTC-27DEC24-60000-P at 1,105',
        text: 'rejected (30031): Insufficient available balance',
        severity: 'error',
      },
      {
        legId: 'leg-3',
        summary: 'Buy 0.5 BTC-27DEC24-70000-C at 1,210',
        text: 'not placed: the price deviates from the mark (3200305)',
        severity: 'warning',
      },
      {
        legId: 'leg-4',
        summary: 'Sell 1 BTC-31JAN25-75000-C at 610',
        text: 'not placed: the price deviates too far from the mark (3200306)',
        severity: 'error',
      },
      {
        legId: 'leg-5',
        summary: 'Buy 3 BTC-31JAN25-55000-P at 640',
        text: 'no answer yet: checking whether it reached the exchange…',
        severity: 'info',
      },
      {
        legId: 'leg-6',
        summary: 'Buy 1 BTC-31JAN25-65000-C at 3,815',
        text: 'unknown: check your open orders before placing it again',
        severity: 'warning',
      },
      {
        legId: 'leg-7',
        summary: 'Sell 2 BTC-31JAN25-60000-P at 1,760',
        text: 'not placed: the exchange never received it; you can place it again',
        severity: 'warning',
      },
    ],
    deviations: ['BTC-31JAN25-75000-C: price deviation exceeded', 'BTC-27DEC24-70000-C: price deviation warning'],
  },
};
/** Only deviation results (no other rows). */
export const DeviationsOnly: Story = {
  args: { rows: [], deviations: ['BTC-27DEC24-65000-C: price deviation warning'] },
};
/** A batch of 20, all placed. */
export const FullBatchPlaced: Story = {
  args: {
    rows: Array.from({ length: 20 }, (_, i): OutcomeRow => {
      const strike = 50_000 + i * 2_500;
      return {
        legId: `leg-${i + 1}`,
        summary: `${i % 3 === 0 ? 'Sell' : 'Buy'} 1 BTC-27DEC24-${strike}-${i % 2 === 0 ? 'C' : 'P'} at ${(
          Math.abs(65_000 - strike) / 4 +
          400
        ).toLocaleString('en-US')}`,
        text: 'placed',
        severity: 'success',
      };
    }),
  },
};
export const EdgeValues: Story = {
  args: {
    rows: [
      {
        legId: 'leg-1',
        summary: 'Sell 9,999.99 BTC-27DEC24-100000-C-USDT at 10,000,000',
        text: 'rejected (9999999): The order could not be placed because the exchange returned an error whose message is unusually long and wraps over several lines',
        severity: 'error',
      },
    ],
    deviations: ['BTC-27DEC24-100000-C-USDT: price deviation exceeded'],
  },
};

/** Earlier submissions stay below the latest one; an error stays until the trader dismisses it. */
export const WithEarlier: Story = {
  args: {
    earlier: [
      {
        submissionId: 2,
        rows: [
          {
            legId: 'leg-2',
            summary: 'Buy 0.5 BTC-27DEC24-70000-C at 15',
            text: 'cancelled unfilled: nothing could fill at once (ImmediateOrCancel)',
            severity: 'warning',
          },
        ],
      },
      {
        submissionId: 1,
        rows: [
          {
            legId: 'leg-1',
            summary: 'Sell 2 BTC-27DEC24-60000-P at 1,105',
            text: 'rejected (30031): Insufficient available balance',
            severity: 'error',
          },
        ],
      },
    ],
  },
};
