// The positions table from the spec (positions.md §2, §6): columns per account kind, the tree form
// with its saved expansion, the contract links, and mark/PnL tints without re-rendering other rows.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountKind } from 'shared-core';
import { dataTableRenders, memoryStorage, resetDataTableRenders } from 'shared-core/dataTable';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ACCOUNTS, rowsOf, wireOptionLong, wirePerpIsolatedLong, wirePerpShort } from './fixtures';
import { PositionsTable, type PositionsTableProps } from './PositionsTable';

const CONTRACTS = [wirePerpShort, wirePerpIsolatedLong];

function renderTable(props: Partial<PositionsTableProps> = {}) {
  const storage = props.storage ?? memoryStorage();
  const all: PositionsTableProps = {
    rows: rowsOf(CONTRACTS),
    status: 'ready',
    account: ACCOUNTS.uta2,
    storage,
    initialView: 'list',
    ...props,
  };
  const view = renderWithProviders(<PositionsTable {...all} />);
  return {
    ...view,
    storage,
    update: (next: Partial<PositionsTableProps>) => view.rerender(<PositionsTable {...all} {...next} />),
  };
}

const columnKeys = () =>
  Array.from(document.querySelectorAll('[data-table-id="POSITIONS_TABLE"] thead th')).map((th) =>
    th.getAttribute('data-column'),
  );

describe('PositionsTable: columns per account kind (positions.md §6)', () => {
  const BASE = ['contract', 'size'];
  const MID = [
    'entryPrice',
    'markPrice',
    'liqPrice',
    'im',
    'mm',
    'upl',
    'uplLast',
    'rpl',
    'breakEven',
    'tpSl',
    'trailingStop',
  ];
  it.each<[string, AccountKind, string[]]>([
    ['UTA2 (demo@)', ACCOUNTS.uta2, [...BASE, 'value', ...MID, 'adl', 'mmrClose', 'autoMargin', 'actions']],
    ['UTA (uta1@)', ACCOUNTS.uta1, [...BASE, 'value', ...MID, 'adl', 'mmrClose', 'autoMargin', 'actions']],
    ['portfolio margin (pm@)', ACCOUNTS.pm, [...BASE, 'value', ...MID, 'adl', 'autoMargin', 'actions']],
    ['demo trading (demotrading@)', ACCOUNTS.demo, [...BASE, 'value', ...MID, 'mmrClose', 'autoMargin', 'actions']],
    ['copy-trade leader (leader@)', ACCOUNTS.leader, [...BASE, ...MID, 'mmrClose', 'autoMargin', 'actions']],
    ['copy-trade follower (follower@)', ACCOUNTS.follower, [...BASE, ...MID, 'mmrClose', 'autoMargin', 'actions']],
    ['hedge mode (hedge@)', ACCOUNTS.hedge, [...BASE, 'value', ...MID, 'adl', 'mmrClose', 'autoMargin', 'actions']],
  ])('%s', (_, account, keys) => {
    renderTable({ account, rows: rowsOf(CONTRACTS, account) });
    expect(columnKeys()).toEqual(keys);
  });

  it('adds the greeks when an option is held', () => {
    renderTable({ rows: rowsOf([...CONTRACTS, wireOptionLong]) });
    expect(columnKeys()).toEqual(expect.arrayContaining(['delta', 'gamma', 'vega', 'theta']));
  });

  it("portfolio margin shows '--' as the liquidation price", () => {
    renderTable({ account: ACCOUNTS.pm, rows: rowsOf(CONTRACTS, ACCOUNTS.pm) });
    expect(screen.getByTestId('position-liq-ETHUSDT:0')).toHaveTextContent('--');
  });

  it('lights the ADL bars of the rank', () => {
    renderTable();
    expect(screen.getByRole('img', { name: 'Auto-deleveraging rank 4 of 5' })).toHaveAttribute('data-bars', '4');
  });

  it('tags the first no-loss position only', () => {
    renderTable({ rows: rowsOf([...CONTRACTS, { ...wirePerpIsolatedLong, s: 'SOLUSDT' }]) });
    expect(screen.getAllByTestId('loss-coverage-tag')).toHaveLength(1);
    expect(within(screen.getByTestId('position-row-ETHUSDT')).getByTestId('loss-coverage-tag')).toBeInTheDocument();
  });
});

describe('PositionsTable: cells and navigation (positions.md §2)', () => {
  it('offers the adjust-margin button on the isolated position only', () => {
    renderTable();
    expect(screen.getByTestId('margin:ETHUSDT:0')).toHaveAccessibleName('Adjust margin');
    expect(screen.queryByTestId('margin:BTCUSDT:0')).toBeNull();
  });

  it('links contracts to their trading page in place, options to the option page in a new tab', () => {
    renderTable({ rows: rowsOf([...CONTRACTS, wireOptionLong]) });
    expect(screen.getByTestId('position-link-BTCUSDT:0')).toHaveAttribute('href', '/trade/usdt/BTCUSDT');
    expect(screen.getByTestId('position-link-BTCUSDT:0')).not.toHaveAttribute('target');
    const option = screen.getByTestId('position-link-BTC-27DEC24-100000-C:0');
    expect(option).toHaveAttribute('href', '/trade/option/usdc/BTC');
    expect(option).toHaveAttribute('target', '_blank');
    expect(option).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('tints mark and PnL up or down as they move, re-rendering only the changed cells', () => {
    const rows = rowsOf(CONTRACTS);
    const { update } = renderTable({ rows });
    // as the slice does: the pushed row is a new object, the other keeps its own
    const pushed = (wire: object) => [rowsOf([wire])[0]!, rows[1]!];
    const mark = () => screen.getByTestId('position-mark-BTCUSDT').querySelector('span') as HTMLElement;
    expect(mark().dataset.tint).toBeUndefined();
    resetDataTableRenders();
    update({ rows: pushed({ ...wirePerpShort, mp: '61500', upl: '-374.875' }) });
    expect(mark().dataset.tint).toBe('up');
    const upl = screen.getByTestId('position-upl-BTCUSDT').querySelector('span') as HTMLElement;
    expect(upl.dataset.tint).toBe('down');
    // the changed row only, and in it only the mark and PnL cells
    expect(dataTableRenders.rows).toBe(1);
    expect(dataTableRenders.cells).toBe(2);
    update({ rows: pushed({ ...wirePerpShort, mp: '60000' }) });
    expect(mark().dataset.tint).toBe('down');
  });
});

describe('PositionsTable: tree form (positions.md §2)', () => {
  const TREE = [
    wirePerpShort,
    wirePerpIsolatedLong,
    wireOptionLong,
    { ...wireOptionLong, s: 'BTC-27DEC24-90000-P', st: 'P' },
    { ...wireOptionLong, s: 'BTC-27DEC24-90000-C' },
  ];

  it('groups asset → category → expiry → symbol, and keeps a collapsed group across a remount', async () => {
    const user = userEvent.setup();
    const { storage, unmount } = renderTable({ rows: rowsOf(TREE) });
    await user.click(screen.getByTestId('positions-view-tree'));
    const order = () =>
      Array.from(document.querySelectorAll('tbody tr')).map(
        (tr) => tr.getAttribute('data-group') ?? tr.getAttribute('data-key'),
      );
    const expiry = `BTC/option/${Date.UTC(2024, 11, 27, 8)}`;
    expect(order()).toEqual([
      'BTC',
      'BTC/option',
      expiry,
      'BTC-27DEC24-90000-C:0',
      'BTC-27DEC24-90000-P:0',
      'BTC-27DEC24-100000-C:0',
      'BTC/usdtPerp',
      'BTCUSDT:0',
      'ETH',
      'ETH/usdtPerp',
      'ETHUSDT:0',
    ]);
    expect(screen.getByTestId(`positions-group:${expiry}`)).toHaveTextContent('27DEC24(3)');

    await user.click(screen.getByTestId('positions-group:BTC'));
    expect(screen.getByTestId('positions-group:BTC')).toHaveAttribute('aria-expanded', 'false');
    expect(order()).toEqual(['BTC', 'ETH', 'ETH/usdtPerp', 'ETHUSDT:0']);
    expect(JSON.parse(storage.getItem('positions-expanded')!)).toEqual({ BTC: false });
    expect(storage.getItem('positions-view')).toBe('tree');

    unmount();
    renderTable({ rows: rowsOf(TREE), storage, initialView: undefined });
    expect(screen.getByTestId('positions-group:BTC')).toHaveAttribute('aria-expanded', 'false');
    expect(order()).toEqual(['BTC', 'ETH', 'ETH/usdtPerp', 'ETHUSDT:0']);
  });

  it('opens a group from the keyboard', async () => {
    const user = userEvent.setup();
    renderTable({ rows: rowsOf(TREE), initialView: 'tree' });
    screen.getByTestId('positions-group:ETH').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('positions-group:ETH')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('position-row-ETHUSDT')).toBeNull();
    await act(async () => user.keyboard(' '));
    expect(screen.getByTestId('position-row-ETHUSDT')).toBeInTheDocument();
  });
});

describe('PositionsTable: realised PnL tooltip', () => {
  it('names cumulative realised PnL, funding and closing fees, reachable from the keyboard', () => {
    renderTable({
      rows: rowsOf([{ ...wirePerpShort, rpl: '-12.5', crp: '30', pff: '-2.5', ocf: '1.25' }]),
    });
    const cell = screen.getByTestId('position-rpl-BTCUSDT:0');
    expect(cell).toHaveAttribute('tabindex', '0');
    expect(cell.getAttribute('title')).toBe(
      'Cumulative realised PnL: +30.0000\nFunding fees: -2.5000\nClosing fees: +1.2500',
    );
  });
});
