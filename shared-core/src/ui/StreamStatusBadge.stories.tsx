import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Stack } from '@mui/material';
import type { StreamStatus } from '../bus';
import { StreamStatusBadge } from './StreamStatusBadge';

const statuses: StreamStatus[] = ['connecting', 'live', 'reconnecting', 'stale', 'closed'];

const meta = {
  title: 'shared-core/Streaming/StreamStatusBadge',
  component: StreamStatusBadge,
  argTypes: { status: { control: 'inline-radio', options: statuses } },
} satisfies Meta<typeof StreamStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = { args: { status: 'connecting' } };
export const Live: Story = { args: { status: 'live' } };
export const Reconnecting: Story = { args: { status: 'reconnecting' } };
export const Stale: Story = { args: { status: 'stale' } };
export const Closed: Story = { args: { status: 'closed' } };

const SECOND = 1000;
// Ages are taken when the story renders, so the tooltip reads the same whenever it is opened.
const heardAgo = (ms: number) => Date.now() - ms;

/** A widget whose feeds all arrive: no tooltip. */
export const LiveWithTopics: Story = {
  name: 'Live with topics',
  args: {
    status: 'live',
    topics: [
      { stream: 'private', topic: 'user.position', status: 'live' },
      { stream: 'public', topic: 'tickers.BTC', status: 'live' },
    ],
  },
};

/** One feed went quiet (the stall fault): the badge says so, its tooltip names the feed and its age. */
export const StaleTopic: Story = {
  name: 'Stale topic',
  args: {
    status: 'stale',
    topics: [
      { stream: 'private', topic: 'user.position', status: 'stale', lastHeardAt: heardAgo(12 * SECOND) },
      { stream: 'private', topic: 'user.order', status: 'live' },
    ],
  },
};

/** The socket dropped: every topic on it waits for its reconnect; the chain was never heard. */
export const ReconnectingTopics: Story = {
  name: 'Reconnecting topics',
  args: {
    status: 'reconnecting',
    topics: [
      { stream: 'private', topic: 'user.order', status: 'reconnecting', lastHeardAt: heardAgo(4 * SECOND) },
      { stream: 'public', topic: 'tickers.ETH', status: 'connecting' },
    ],
  },
};

/** Stale in ar-SA: right-to-left, the tooltip in Arabic. */
export const StaleRightToLeft: Story = {
  name: 'Stale: right to left (Arabic)',
  ...StaleTopic,
  globals: { locale: 'ar-SA' },
};

/** Every status side by side, to compare colours and text lengths (switch the language in the toolbar). */
export const AllStatuses: Story = {
  name: 'All statuses',
  args: { status: 'live' },
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {statuses.map((status) => (
        <StreamStatusBadge key={status} status={status} />
      ))}
    </Stack>
  ),
};
