import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOptionEntryI18n, rtlColumn } from '../../storyDecorators';
import type { Worded } from './display';
import { OutcomeList } from './OutcomeList';
import { worstOf, type EarlierSubmission, type OutcomeRow } from './outcomeView';

const placed: OutcomeRow = {
  legId: 'leg-1',
  summary: { side: 'buy', qty: '1', symbol: 'BTC-27DEC24-65000-C', price: '2,450' },
  text: { key: 'outcome.placed', params: {} },
  severity: 'success',
};

/** A deviation result of a symbol (3200305 warning, 3200306 exceeded). */
const deviation = (symbol: string, exceeded = false): Worded => ({
  key: exceeded ? 'outcome.deviationExceedingSymbol' : 'outcome.deviationWarningSymbol',
  params: { symbol },
});
/** An earlier submission; its alert takes the worst of its rows. */
const sub = (submissionId: number, rows: OutcomeRow[]): EarlierSubmission => ({
  submissionId,
  rows,
  severity: worstOf(rows),
});
/** The list's props for these rows (what selectOutcomeView prepares on the page): the alert takes their worst. */
const list = ({
  rows = [],
  deviations = [],
  earlier = [],
}: {
  rows?: OutcomeRow[];
  deviations?: Worded[];
  earlier?: EarlierSubmission[];
}) => ({ rows, severity: worstOf(rows), deviations, earlier });

/** What happened to each order of the last submission; renders nothing when there is none. */
const meta = {
  title: 'remote-option-entry/Order entry/OutcomeList',
  component: OutcomeList,
  decorators: [withOptionEntryI18n],
  // Callbacks are no-ops here; the storybook workspace may swap in `fn()` spies from storybook/test.
  args: { ...list({ rows: [placed] }), onDismiss: () => {} },
} satisfies Meta<typeof OutcomeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single order, placed. */
export const Default: Story = {};
/** Sending: results not in yet. */
export const Pending: Story = {
  args: list({ rows: [{ ...placed, text: { key: 'outcome.pending', params: {} }, severity: 'info' }] }),
};
export const Rejected: Story = {
  args: list({
    rows: [
      {
        legId: 'leg-1',
        summary: { side: 'sell', qty: '2', symbol: 'BTC-27DEC24-60000-P', price: '1,105' },
        text: { key: 'outcome.failed', params: { code: 30031, message: 'Insufficient available balance' } },
        severity: 'error',
      },
    ],
  }),
};
/** A batch with every kind of outcome, and the deviation results per symbol. */
export const MixedBatch: Story = {
  name: 'Mixed batch',
  args: list({
    rows: [
      placed,
      {
        legId: 'leg-2',
        summary: { side: 'sell', qty: '2', symbol: 'BTC-27DEC24-60000-P', price: '1,105' },
        text: { key: 'outcome.failed', params: { code: 30031, message: 'Insufficient available balance' } },
        severity: 'error',
      },
      {
        legId: 'leg-3',
        summary: { side: 'buy', qty: '0.5', symbol: 'BTC-27DEC24-70000-C', price: '1,210' },
        text: { key: 'outcome.deviationWarning', params: {} },
        severity: 'warning',
      },
      {
        legId: 'leg-4',
        summary: { side: 'sell', qty: '1', symbol: 'BTC-31JAN25-75000-C', price: '610' },
        text: { key: 'outcome.deviationExceeded', params: {} },
        severity: 'error',
      },
      {
        legId: 'leg-5',
        summary: { side: 'buy', qty: '3', symbol: 'BTC-31JAN25-55000-P', price: '640' },
        text: { key: 'outcome.unknown', params: {} },
        severity: 'info',
      },
      {
        legId: 'leg-6',
        summary: { side: 'buy', qty: '1', symbol: 'BTC-31JAN25-65000-C', price: '3,815' },
        text: { key: 'outcome.unknownGaveUp', params: {} },
        severity: 'warning',
      },
      {
        legId: 'leg-7',
        summary: { side: 'sell', qty: '2', symbol: 'BTC-31JAN25-60000-P', price: '1,760' },
        text: { key: 'outcome.notPlaced', params: {} },
        severity: 'warning',
      },
    ],
    deviations: [deviation('BTC-31JAN25-75000-C', true), deviation('BTC-27DEC24-70000-C')],
  }),
};
/** Only deviation results (no other rows). */
export const DeviationsOnly: Story = {
  name: 'Deviations only',
  args: list({ deviations: [deviation('BTC-27DEC24-65000-C')] }),
};
/** A batch of 20, all placed. */
export const FullBatchPlaced: Story = {
  name: 'Full batch placed',
  args: list({
    rows: Array.from({ length: 20 }, (_, i): OutcomeRow => {
      const strike = 50_000 + i * 2_500;
      return {
        legId: `leg-${i + 1}`,
        summary: {
          side: i % 3 === 0 ? 'sell' : 'buy',
          qty: '1',
          symbol: `BTC-27DEC24-${strike}-${i % 2 === 0 ? 'C' : 'P'}`,
          price: (Math.abs(65_000 - strike) / 4 + 400).toLocaleString('en-US'),
        },
        text: { key: 'outcome.placed', params: {} },
        severity: 'success',
      };
    }),
  }),
};
export const EdgeValues: Story = {
  name: 'Edge values',
  args: list({
    rows: [
      {
        legId: 'leg-1',
        summary: { side: 'sell', qty: '9,999.99', symbol: 'BTC-27DEC24-100000-C-USDT', price: '10,000,000' },
        text: {
          key: 'outcome.failed',
          params: {
            code: 9999999,
            message:
              'The order could not be placed because the exchange returned an error whose message is unusually long and wraps over several lines',
          },
        },
        severity: 'error',
      },
    ],
    deviations: [deviation('BTC-27DEC24-100000-C-USDT', true)],
  }),
};

/** Earlier submissions stay below the latest one; an error stays until the trader dismisses it. */
export const WithEarlier: Story = {
  name: 'With earlier',
  args: list({
    earlier: [
      sub(2, [
        {
          legId: 'leg-2',
          summary: { side: 'buy', qty: '0.5', symbol: 'BTC-27DEC24-70000-C', price: '15' },
          text: { key: 'outcome.cancelledUnfilled', params: { filled: '0', qty: '0.5', tif: 'ImmediateOrCancel' } },
          severity: 'warning',
        },
      ]),
      sub(1, [
        {
          legId: 'leg-1',
          summary: { side: 'sell', qty: '2', symbol: 'BTC-27DEC24-60000-P', price: '1,105' },
          text: { key: 'outcome.failed', params: { code: 30031, message: 'Insufficient available balance' } },
          severity: 'error',
        },
      ]),
    ],
  }),
};
/** Right to left (Arabic): the alert mirrors; symbols and figures stay left to right. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  decorators: [rtlColumn],
  args: list({
    rows: [placed, { ...placed, legId: 'leg-2', text: { key: 'outcome.notPlaced', params: {} }, severity: 'warning' }],
    deviations: [deviation('BTC-27DEC24-65000-C')],
  }),
};
