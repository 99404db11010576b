import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { memoryStorage } from 'shared-core/dataTable';
import { withPositionsI18n } from '../../storyDecorators';
import { ACCOUNTS, fixtureConfigs, rowsOf, wireOptionLong, wirePerpIsolatedLong, wirePerpShort } from './fixtures';
import { PositionsTable } from './PositionsTable';

const ALL = [wireOptionLong, wirePerpShort, wirePerpIsolatedLong];

/** Stories render the presentational table: data in through props, so no back end is needed. */
const meta = {
  title: 'remote-positions/Positions/PositionsTable',
  component: PositionsTable,
  decorators: [withPositionsI18n],
  args: {
    rows: rowsOf(ALL, ACCOUNTS.uta2, fixtureConfigs, { currency: 'EUR', rate: '0.92' }),
    status: 'ready',
    error: null,
    account: ACCOUNTS.uta2,
    initialView: 'list',
    storage: memoryStorage(),
  },
  argTypes: { onRetry: { action: 'retry' } },
} satisfies Meta<typeof PositionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { rows: [], status: 'loading' } };

export const Empty: Story = { args: { rows: [], status: 'ready' } };

export const Error: Story = { args: { rows: [], status: 'error', error: { code: 10016, message: 'service busy' } } };

/** Symbol configs not loaded yet: contracts at the fallback precision, never the wire's decimals. */
export const ConfigsLoading: Story = { name: 'Configs loading', args: { rows: rowsOf(ALL, ACCOUNTS.uta2, {}) } };

export const EdgeValues: Story = {
  name: 'Edge values',
  args: {
    rows: rowsOf([
      {
        s: 'BTC-27DEC24-100000-C',
        sd: 'Sell',
        sz: '12345.678',
        pi: 0,
        ep: '0.05',
        mp: '0.0001',
        upl: '-98765432.12345',
        roi: '-123.4567',
        pim: '0.00001',
        pmm: '0',
        st: 'C',
        iv: '12.3456',
        de: '-0.99999',
      },
      {
        s: 'DOGEWIFHATUSDT-LONGNAMEPERP',
        sd: 'Buy',
        sz: '100000000',
        pi: 1,
        lv: '12500',
        iso: true,
        ep: '0.00001234',
        mp: '0.00001300',
        upl: '6600000.5',
        ROI: '534.85',
        pim: '0.1',
        pmm: '0.0005',
        lp: '999999',
      },
      { s: 'ETH-03JAN25-3500-P', sd: 'Buy', sz: '0.001', pi: 0, ep: '12', upl: '0', st: 'P' },
    ]),
  },
};

/** 60 positions: POSITIONS_TABLE never uses virtual rows, every row is in the page. */
export const ManyPositions: Story = {
  name: 'Many positions',
  args: {
    rows: rowsOf(
      Array.from({ length: 30 }, (_, i) => [
        { ...wireOptionLong, s: `BTC-27DEC24-${100000 + i * 1000}-C` },
        { ...wirePerpShort, s: `ETH${i}USDT` },
      ]).flat(),
    ),
  },
};

/** The page's current instrument highlighted. */
export const CurrentInstrument: Story = { name: 'Current instrument', args: { currentSymbol: wirePerpShort.s } };

/** Tree form: asset → category → expiry (options) → symbol. */
export const Tree: Story = {
  args: {
    initialView: 'tree',
    rows: rowsOf([
      ...ALL,
      { ...wireOptionLong, s: 'BTC-27DEC24-90000-P', st: 'P' },
      { ...wireOptionLong, s: 'BTC-29NOV24-80000-C' },
      { ...wirePerpShort, s: 'BTCPERP', sd: 'Buy' },
    ]),
  },
};

/** Tree form with the BTC asset collapsed (as a saved expansion state brings it back). */
export const TreeCollapsed: Story = {
  name: 'Tree collapsed',
  args: {
    initialView: 'tree',
    storage: (() => {
      const s = memoryStorage();
      s.setItem('positions-expanded', JSON.stringify({ BTC: false }));
      return s;
    })(),
  },
};

/** Unified v1 (uta1@): value and ADL shown. */
export const AccountUta1: Story = {
  name: 'Account UTA 1',
  args: { account: ACCOUNTS.uta1, rows: rowsOf(ALL, ACCOUNTS.uta1) },
};
/** Portfolio margin (pm@): liquidation price '--', no MMR close column. */
export const AccountPortfolioMargin: Story = {
  name: 'Account portfolio margin',
  args: { account: ACCOUNTS.pm, rows: rowsOf(ALL, ACCOUNTS.pm) },
};
/** Demo trading (demotrading@): no ADL column. */
export const AccountDemo: Story = {
  name: 'Account demo',
  args: { account: ACCOUNTS.demo, rows: rowsOf(ALL, ACCOUNTS.demo) },
};
/** Classic copy-trade leader (leader@): no value or ADL columns; MMR close on linear symbols only. */
export const AccountCopyTradeLeader: Story = {
  name: 'Account copy trade leader',
  args: { account: ACCOUNTS.leader, rows: rowsOf(ALL, ACCOUNTS.leader) },
};
/** Hedge mode (hedge@): a long and a short of one symbol. */
export const AccountHedge: Story = {
  name: 'Account hedge',
  args: {
    account: ACCOUNTS.hedge,
    rows: rowsOf(
      [
        { ...wirePerpShort, sd: 'Buy', pi: 1, md: 'BothSide' },
        { ...wirePerpShort, pi: 2, md: 'BothSide' },
      ],
      ACCOUNTS.hedge,
    ),
  },
};

/** Arabic, right to left: the contract column pinned on the right, signed figures keep their minus in front. */
export const RightToLeft: Story = {
  name: 'Right to left (Arabic)',
  globals: { locale: 'ar-SA' },
  render: (args) => (
    <div dir="rtl">
      <PositionsTable {...args} />
    </div>
  ),
};
