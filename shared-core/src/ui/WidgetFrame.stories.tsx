import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { StreamStatusBadge } from './StreamStatusBadge';
import { WidgetFrame } from './WidgetFrame';

const rows = [
  { contract: 'BTC-27DEC26-100000-C', size: '0.5', mark: '4,215.30' },
  { contract: 'ETH-27DEC26-4000-P', size: '-2', mark: '318.75' },
];

const SampleTable = () => (
  <Table size="small">
    <TableHead>
      <TableRow>
        <TableCell>Contract</TableCell>
        <TableCell align="right">Qty</TableCell>
        <TableCell align="right">Mark price</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((row) => (
        <TableRow key={row.contract}>
          <TableCell>{row.contract}</TableCell>
          <TableCell align="right">{row.size}</TableCell>
          <TableCell align="right">{row.mark}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

const meta = {
  title: 'shared-core/Layout/WidgetFrame',
  component: WidgetFrame,
  decorators: [
    (Story) => (
      <Box sx={{ width: 560, height: 240 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'Positions',
    versionLabel: 'v1.4.2',
    status: <StreamStatusBadge status="live" />,
    children: <SampleTable />,
    testId: 'widget-frame',
  },
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Reconnecting: Story = { args: { status: <StreamStatusBadge status="reconnecting" /> } };

export const WithActions: Story = {
  name: 'With actions',
  args: {
    actions: (
      <Button size="small" variant="text">
        Close all
      </Button>
    ),
  },
};

export const WithoutVersionOrStatus: Story = {
  name: 'Without version or status',
  args: { versionLabel: undefined, status: undefined },
};

export const LongTitle: Story = {
  name: 'Long title',
  args: {
    title: 'Open positions and pending conditional orders of the unified trading account',
    versionLabel: 'v12.104.3-rc.7+build.20261121',
    status: <StreamStatusBadge status="stale" />,
  },
};

/** Content taller than the frame scrolls inside it; the header stays. */
export const OverflowingContent: Story = {
  name: 'Overflowing content',
  args: {
    children: (
      <Box>
        {Array.from({ length: 30 }, (_, i) => (
          <Typography key={i} variant="body2">
            Row {i + 1}
          </Typography>
        ))}
      </Box>
    ),
  },
};
