import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import {
  columnPrefsKey,
  flattenTree,
  FUTURES_SPREAD_TABLE,
  memoryStorage,
  OPEN_ORDERS_TABLE,
  type FlatGroupRow,
  type TreeNode,
} from '../../domain/table';
import { DataTable } from './DataTable';
import type { DataColumn } from './types';

interface Order {
  id: string;
  symbol: string;
  side: 'Buy' | 'Sell';
  price: string;
  qty: string;
  tradingFee: string;
  gst: string;
  status: string;
}

const orders = (n: number): Order[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `o-${i}`,
    symbol: `BTC-${27 + (i % 3)}DEC24-${100000 + (i % 7) * 5000}-${i % 2 ? 'P' : 'C'}`,
    side: i % 3 ? 'Buy' : 'Sell',
    price: (1000 + ((i * 37) % 900) + 0.5).toFixed(1),
    qty: ((i % 9) + 0.1).toFixed(2),
    tradingFee: (0.01 * (i % 5)).toFixed(4),
    gst: (0.0018 * (i % 5)).toFixed(4),
    status: i % 4 ? 'New' : 'PartiallyFilled',
  }));

const columns: DataColumn<Order>[] = [
  {
    key: 'symbol',
    name: 'Contract',
    fixed: -1,
    width: 200,
    sortable: true,
    sortValue: (r) => r.symbol,
    value: (r) => r.symbol,
    cell: (r) => r.symbol,
  },
  { key: 'side', name: 'Side', value: (r) => r.side, cell: (r) => r.side },
  {
    key: 'price',
    name: 'Price',
    align: 'end',
    sortable: true,
    sortValue: (r) => Number(r.price),
    value: (r) => r.price,
    cell: (r) => r.price,
  },
  { key: 'qty', name: 'Quantity', align: 'end', value: (r) => r.qty, cell: (r) => r.qty },
  { key: 'gst', name: 'GST', align: 'end', value: (r) => r.gst, cell: (r) => r.gst },
  { key: 'tradingFee', name: 'Trading fee', align: 'end', value: (r) => r.tradingFee, cell: (r) => r.tradingFee },
  { key: 'status', name: 'Status', value: (r) => r.status, cell: (r) => r.status },
  {
    key: 'action',
    name: 'Action',
    fixed: 1,
    width: 90,
    align: 'end',
    cell: () => <Button size="small">Cancel</Button>,
  },
];

/** A storage per story (stories never share the browser's saved layouts). */
const storageWith = (saved?: object) =>
  memoryStorage(saved ? { [columnPrefsKey(OPEN_ORDERS_TABLE)]: JSON.stringify(saved) } : {});

const meta = {
  title: 'shared-core/Data table/DataTable',
  component: DataTable<Order>,
  args: {
    tableId: OPEN_ORDERS_TABLE,
    columns,
    rows: orders(6),
    getRowId: (r: Order) => r.id,
    status: 'ready',
    ariaLabel: 'Open orders',
    testId: 'story-table',
    emptyTip: 'You have no open orders.',
    storage: storageWith(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 900 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DataTable<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few orders: plain rows, contract pinned at the start and the action at the end. Trading fee is followed by GST (§4.4). */
export const Default: Story = {};
export const Loading: Story = { args: { rows: [], status: 'loading' } };
/** No data: illustration, tip, the futures-spread description and button. */
export const Empty: Story = { args: { rows: [] } };
/** In the futures-spread table the empty state has no futures-spread promotion. */
export const EmptyFuturesSpread: Story = {
  name: 'Empty futures spread',
  args: { rows: [], tableId: FUTURES_SPREAD_TABLE },
};
/** §8: the table shows no error; the widget says so above it, with a retry. */
export const ErrorAboveTheTable: Story = {
  name: 'Error: above the table',
  args: { rows: [], status: 'error' },
  render: (args) => (
    <>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small">
            Retry
          </Button>
        }
      >
        The open orders could not be loaded (9000001: the request timed out).
      </Alert>
      <DataTable<Order> {...args} />
    </>
  ),
};
/** Narrow: pinned columns stay while the middle scrolls; scrolled to the middle, both shadows show. */
export const PinnedAndScrolled: Story = {
  name: 'Pinned and scrolled',
  render: function Render(args) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const scroller = ref.current?.querySelector<HTMLElement>('[data-scroll-shadow]');
      if (scroller) {
        scroller.scrollLeft = 120;
        scroller.dispatchEvent(new Event('scroll'));
      }
    }, []);
    return (
      <Box ref={ref} sx={{ width: 520 }}>
        <DataTable<Order> {...args} />
      </Box>
    );
  },
};
/** 10,000 rows: virtual rows (only the visible ones and 2 overscan are in the page). */
export const TenThousandVirtualRows: Story = {
  name: 'Ten thousand virtual rows',
  args: { rows: orders(10_000), height: 400 },
};
/** A column the trader hid (saved layout): Side is not shown, and stays restorable from the menu. */
export const HiddenColumn: Story = {
  name: 'Hidden column',
  args: {
    storage: storageWith([
      { key: 'symbol', show: true, removed: false },
      { key: 'side', show: false, removed: false },
    ]),
  },
};
/** Header tip, total row and footer. */
export const TipTotalAndFooter: Story = {
  name: 'Tip total and footer',
  args: {
    headerTip: 'Orders of all instruments',
    totalRow: <Typography variant="caption">Total: 6 orders</Typography>,
    footer: <Typography variant="caption">Prices in USDC</Typography>,
  },
};
/** Right to left (ar-SA): the start-pinned column is on the right, the action on the left. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <Box sx={{ width: 520 }}>
        <DataTable<Order> {...args} />
      </Box>
    </div>
  ),
};

const treeOf = (list: Order[], collapsed: Record<string, boolean>) => {
  const byExpiry = new Map<string, Order[]>();
  for (const o of list) {
    const expiry = o.symbol.split('-')[1]!;
    byExpiry.set(expiry, [...(byExpiry.get(expiry) ?? []), o]);
  }
  const nodes: TreeNode<Order, string>[] = [...byExpiry].map(([expiry, items]) => ({
    kind: 'group',
    id: expiry,
    data: expiry,
    children: items.map((o) => ({ kind: 'leaf', id: o.id, value: o })),
  }));
  return {
    rows: flattenTree(nodes, collapsed),
    renderGroup: (g: FlatGroupRow<unknown>) => (
      <Typography variant="body2" sx={{ fontWeight: 600, paddingInlineStart: g.depth * 2 }}>
        {g.expanded ? '▾' : '▸'} {String(g.data)} ({g.leafCount})
      </Typography>
    ),
  };
};

/** Tree form: grouped, expandable rows (the positions table's asset → category → expiry → symbol). */
export const TreeForm: Story = {
  name: 'Tree form',
  args: { rows: orders(9), tree: treeOf(orders(9), { '28DEC24': false }) },
};
