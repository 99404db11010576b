import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TableState } from './TableState';

const meta = {
  title: 'shared-core/Data table/TableState',
  component: TableState,
  args: {
    status: 'ready',
    testIdPrefix: 'story-table',
    texts: {
      loading: 'Loading…',
      empty: 'No open orders',
      error: 'Could not load (10006: Too many visits)',
      retry: 'Retry',
    },
    onRetry: () => undefined,
  },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'loading', 'ready', 'error'] } },
} satisfies Meta<typeof TableState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A loaded table with no rows: the empty note. */
export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
/** Not loaded yet counts as loading. */
export const Idle: Story = { args: { status: 'idle' } };
export const Empty: Story = { args: { status: 'ready' } };
export const ErrorWithRetry: Story = { name: 'Error: with retry', args: { status: 'error' } };
export const ErrorWithoutRetry: Story = { name: 'Error: without retry', args: { status: 'error', onRetry: undefined } };
/** Edge values: a long error (wraps) and a long empty note, as in German. */
export const LongTexts: Story = {
  name: 'Long texts',
  args: {
    status: 'error',
    texts: {
      loading: 'Wird geladen…',
      empty: 'Keine offenen Aufträge für dieses Instrument und diesen Zeitraum vorhanden',
      error:
        'Die Daten konnten nicht geladen werden (9999999: Zeitüberschreitung der Anfrage nach 9000001 ms; bitte versuchen Sie es später erneut)',
      retry: 'Erneut versuchen',
    },
  },
};
