import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Stack } from '@mui/material';
import type { StreamStatus } from '../bus';
import { StreamStatusBadge } from './StreamStatusBadge';

const statuses: StreamStatus[] = ['connecting', 'live', 'reconnecting', 'stale', 'closed'];

const meta = {
  title: 'shared-core/StreamStatusBadge',
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

/** Every status side by side, to compare colours and text lengths (switch the language in the toolbar). */
export const AllStatuses: Story = {
  args: { status: 'live' },
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {statuses.map((status) => (
        <StreamStatusBadge key={status} status={status} />
      ))}
    </Stack>
  ),
};
