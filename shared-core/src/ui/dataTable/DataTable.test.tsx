// Plain jest matchers only: shared-core's own tsconfig does not load the jest-dom matcher types.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n';
import {
  COLUMN_PREFS_SAVE_FAILED,
  OPEN_ORDERS_TABLE,
  PIN_SETTLE_MS,
  POSITIONS_TABLE,
  FUTURES_SPREAD_TABLE,
  columnPrefsKey,
  flattenTree,
  memoryStorage,
  type FlatGroupRow,
  type KeyValueStorage,
} from '../../domain/table';
import { DataRow } from './DataRow';
import { DataTable } from './DataTable';
import { dataTableRenders, resetDataTableRenders } from './stats';
import type { DataColumn } from './types';

interface Row {
  id: string;
  symbol: string;
  mark: string;
}

const columns: DataColumn<Row>[] = [
  {
    key: 'symbol',
    name: 'Symbol',
    fixed: -1,
    width: 100,
    cell: (r) => r.symbol,
    value: (r) => r.symbol,
    sortable: true,
    sortValue: (r) => r.symbol,
  },
  { key: 'mark', name: 'Mark', cell: (r) => r.mark, value: (r) => r.mark, align: 'end' },
  { key: 'size', name: 'Size', cell: () => '1', value: () => '1' },
];

const i18n = createI18n('en');
const rowsOf = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i}`, symbol: `S${String(i).padStart(3, '0')}`, mark: '1' }));

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const storage = memoryStorage();
  const all = {
    tableId: OPEN_ORDERS_TABLE,
    columns,
    rows: rowsOf(3),
    getRowId: (r: Row) => r.id,
    ariaLabel: 'Orders',
    testId: 't',
    storage,
    ...props,
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <DataTable<Row> {...all} />
    </I18nextProvider>,
  );
  const rerender = (next: Partial<typeof all>) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <DataTable<Row> {...all} {...next} />
      </I18nextProvider>,
    );
  return { ...view, storage, rerender };
}

const headers = () =>
  screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent?.replace(/[↕↑↓]/g, ''));

describe('DataTable', () => {
  it('renders the column headers and one row per item, pinned column at the start', () => {
    renderTable();
    expect(headers()).toEqual(['Symbol', 'Mark', 'Size']);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    const th = screen.getByRole('columnheader', { name: /Symbol/ });
    expect(th.getAttribute('data-pin')).toBe('start');
    expect(th.style.insetInlineStart).toMatch(/^0(px)?$/); // its inset when it sticks
  });

  it('rests without sticky cells at the start, and sticks before a key, pointer or scroll moves it', () => {
    jest.useFakeTimers();
    try {
      const { container } = renderTable();
      const scroller = container.querySelector<HTMLElement>('[data-scroll-shadow]')!;
      expect(scroller.dataset.pinMode).toBe('rest');
      fireEvent.keyDown(screen.getByRole('columnheader', { name: /Symbol/ }), { key: 'ArrowRight' });
      expect(scroller.dataset.pinMode).toBe('sticky');
      act(() => void jest.advanceTimersByTime(PIN_SETTLE_MS));
      expect(scroller.dataset.pinMode).toBe('rest'); // nothing scrolled: back at rest
      fireEvent.pointerDown(scroller);
      act(() => void jest.advanceTimersByTime(PIN_SETTLE_MS * 3));
      expect(scroller.dataset.pinMode).toBe('sticky'); // a held scrollbar may still move it
      fireEvent.pointerUp(window);
      scroller.scrollLeft = 80;
      fireEvent.scroll(scroller);
      act(() => void jest.advanceTimersByTime(PIN_SETTLE_MS));
      expect(scroller.dataset.pinMode).toBe('sticky'); // scrolled away from the start: stays sticky
      scroller.scrollLeft = 0;
      fireEvent.scroll(scroller);
      act(() => void jest.advanceTimersByTime(PIN_SETTLE_MS));
      expect(scroller.dataset.pinMode).toBe('rest');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a click on a cell moves nothing: the mouse press and the focus it gives leave the table at rest', () => {
    jest.useFakeTimers();
    try {
      const { container } = renderTable();
      const scroller = container.querySelector<HTMLElement>('[data-scroll-shadow]')!;
      const cell = screen.getAllByRole('cell')[0]!;
      const button = document.createElement('button');
      cell.appendChild(button);
      fireEvent.pointerDown(button, { pointerType: 'mouse' });
      button.focus();
      expect(scroller.dataset.pinMode).toBe('rest'); // the close buttons sit in a pinned column
      fireEvent.pointerUp(window, { pointerType: 'mouse' });
      act(() => void jest.advanceTimersByTime(PIN_SETTLE_MS));
      expect(scroller.dataset.pinMode).toBe('rest');
      button.blur();
      button.focus(); // focus from the keyboard may scroll it into view: sticks first
      expect(scroller.dataset.pinMode).toBe('sticky');
      act(() => void jest.advanceTimersByTime(PIN_SETTLE_MS));
      const touch = new MouseEvent('pointerdown', { bubbles: true });
      Object.defineProperty(touch, 'pointerType', { value: 'touch' }); // jsdom has no PointerEvent
      fireEvent(button, touch); // a finger may pan sideways
      expect(scroller.dataset.pinMode).toBe('sticky');
    } finally {
      jest.useRealTimers();
    }
  });

  it('rests at the end too: start cells moved by the scroll, and a wheel back sticks first', () => {
    jest.useFakeTimers();
    try {
      const { container } = renderTable();
      const scroller = container.querySelector<HTMLElement>('[data-scroll-shadow]')!;
      Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 600 });
      Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 300 });
      scroller.scrollLeft = 300;
      fireEvent.scroll(scroller);
      expect(scroller.dataset.pinMode).toBe('sticky');
      act(() => void jest.advanceTimersByTime(PIN_SETTLE_MS));
      expect(scroller.dataset.pinMode).toBe('restEnd');
      expect(scroller.style.getPropertyValue('--dt-start-gap')).toBe('300px');
      const back = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaX: -50 });
      scroller.dispatchEvent(back);
      expect(back.defaultPrevented).toBe(true);
      expect(scroller.dataset.pinMode).toBe('sticky');
      expect(scroller.scrollLeft).toBe(250);
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes over the first sideways wheel at rest: sticky and its scroll step in one go', () => {
    const { container } = renderTable();
    const scroller = container.querySelector<HTMLElement>('[data-scroll-shadow]')!;
    Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 600 });
    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 300 });
    const wheel = (init: WheelEventInit) => {
      const e = new WheelEvent('wheel', { bubbles: true, cancelable: true, ...init });
      scroller.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(wheel({ deltaY: 100 })).toBe(false); // down: the page's scroll, left alone
    expect(wheel({ deltaX: -40 })).toBe(false); // towards the start it cannot move: left alone
    expect(scroller.dataset.pinMode).toBe('rest');
    expect(wheel({ deltaY: 40, shiftKey: true })).toBe(true); // Shift + wheel scrolls sideways
    expect(scroller.dataset.pinMode).toBe('sticky');
    expect(scroller.scrollLeft).toBe(40);
    expect(wheel({ deltaX: 40 })).toBe(false); // the rest of the gesture scrolls natively
  });

  it('announces the sort state and cycles down → up → none (sorted by the TanStack model)', async () => {
    renderTable();
    const th = screen.getByRole('columnheader', { name: /Symbol/ });
    const firstRow = () => screen.getAllByRole('row')[1]!.textContent;
    expect(th.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(th).getByRole('button'));
    expect(th.getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(firstRow()).toContain('S002'), { timeout: 10_000 });
    fireEvent.click(within(th).getByRole('button'));
    expect(th.getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(firstRow()).toContain('S000'));
    fireEvent.click(within(th).getByRole('button'));
    expect(th.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Mark' }).hasAttribute('aria-sort')).toBe(false);
  }, 15_000); // the lazy TanStack chunk may take its waitFor's 10 s on a loaded machine (jest's default is 5 s)

  it('applies a saved layout (hidden column, order) for its table id only', () => {
    const storage = memoryStorage();
    storage.setItem(
      columnPrefsKey(OPEN_ORDERS_TABLE),
      JSON.stringify([
        { key: 'symbol', show: true, removed: false },
        { key: 'size', show: true, removed: false },
        { key: 'mark', show: false, removed: false },
      ]),
    );
    renderTable({ storage });
    expect(headers()).toEqual(['Symbol', 'Size']);
  });

  it('shows loading, then the empty state with the futures-spread promotion', () => {
    const { rerender } = renderTable({ rows: [], status: 'loading' });
    expect(screen.getByTestId('t-loading').getAttribute('role')).toBe('status');
    rerender({ status: 'ready', emptyTip: 'No open orders' });
    expect(screen.getByTestId('t-empty').textContent).toContain('No open orders');
    expect(screen.getByRole('link', { name: 'Explore futures spreads' }).getAttribute('href')).toBe(
      '/liquid-marketplace/future-spread',
    );
  });

  it('has no futures-spread promotion in the futures-spread table, and no body on error', () => {
    const { rerender } = renderTable({ rows: [], status: 'ready', tableId: FUTURES_SPREAD_TABLE });
    expect(screen.queryByTestId('t-empty-futures-spread')).toBeNull();
    rerender({ status: 'error' });
    expect(screen.queryByTestId('t-empty')).toBeNull();
    expect(screen.queryByTestId('t-loading')).toBeNull();
  });

  it('re-renders only the cells whose value changed on an update', () => {
    const rows = rowsOf(50);
    const { rerender } = renderTable({ tableId: POSITIONS_TABLE, rows });
    resetDataTableRenders();
    const next = rows.map((r, i) => (i === 7 ? { ...r, mark: '2' } : r));
    rerender({ rows: next });
    expect(dataTableRenders).toEqual({ rows: 1, cells: 1 });
    expect(screen.getAllByRole('row')).toHaveLength(51); // positions: never virtual
  });

  it('renders virtual rows from 20 rows: far fewer rows than items', async () => {
    renderTable({ rows: rowsOf(5000) });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getAllByRole('row').length).toBeLessThan(40);
  });

  it('gives a header and its cells one width (flex rows, not a CSS table, must line up)', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Orders' });
    const widthOf = (el: Element) => (el as HTMLElement).style.width;
    for (const key of ['symbol', 'mark', 'size']) {
      const th = table.querySelector(`th[data-column="${key}"]`)!;
      const index = Array.from(th.parentElement!.children).indexOf(th);
      const cells = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.children[index]!);
      expect(cells.map(widthOf)).toEqual([widthOf(th), widthOf(th), widthOf(th)]);
    }
    // a column with no width of its own gets the same default in the header and the rows
    expect(widthOf(table.querySelector('th[data-column="size"]')!)).toBe('120px');
    expect(within(table).getAllByRole('cell')).toHaveLength(9);
  });

  it('tells assistive technology the virtual table size and each row position', async () => {
    renderTable({ rows: rowsOf(5000) });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    expect(within(table).getAllByRole('row')[0]!.getAttribute('aria-rowindex')).toBe('1');
    // jsdom lays nothing out, so the virtualizer places no body rows here: a row is checked alone
    render(
      <table>
        <tbody>
          <DataRow<Row, undefined>
            row={rowsOf(1)[0]!}
            cols={[{ def: columns[0]!, pin: false, offset: 0, edge: false }]}
            ctx={undefined}
            selected={false}
            shadowStart={false}
            shadowEnd={false}
            index={4}
          />
        </tbody>
      </table>,
    );
    expect(screen.getByRole('row', { name: 'S000' }).getAttribute('aria-rowindex')).toBe('6'); // item 4 under the header
  });

  it('reports 50004 when saving the layout fails, and shows nothing', async () => {
    const onTrace = jest.fn();
    const broken: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    renderTable({ storage: broken, onTrace });
    fireEvent.click(screen.getByTestId('t-columns'));
    const show = await screen.findByTestId('t-settings-show-size', {}, { timeout: 5000 });
    fireEvent.click(within(show).getByRole('checkbox'));
    expect(onTrace).toHaveBeenCalledWith(COLUMN_PREFS_SAVE_FAILED, OPEN_ORDERS_TABLE);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides a column from the menu, remembers it, and resets', async () => {
    const { storage } = renderTable();
    fireEvent.click(screen.getByTestId('t-columns'));
    const show = await screen.findByTestId('t-settings-show-mark', {}, { timeout: 5000 });
    fireEvent.click(within(show).getByRole('checkbox'));
    expect(headers()).toEqual(['Symbol', 'Size']);
    expect(JSON.parse(storage.getItem(columnPrefsKey(OPEN_ORDERS_TABLE))!)).toContainEqual({
      key: 'mark',
      show: false,
      removed: false,
    });
    fireEvent.click(screen.getByTestId('t-settings-reset'));
    expect(headers()).toEqual(['Symbol', 'Mark', 'Size']);
    expect(storage.getItem(columnPrefsKey(OPEN_ORDERS_TABLE))).toBeNull();
  });
});

describe('DataTable keeps keyboard focus when the row holding it goes', () => {
  // a row with a Cancel button in its last column, as the open orders table has
  const withCancel: DataColumn<Row>[] = [
    ...columns,
    {
      key: 'action',
      name: 'Action',
      cell: (r) => (
        <button type="button" aria-label={`Cancel ${r.symbol}`}>
          Cancel
        </button>
      ),
      value: (r) => r.id,
    },
  ];
  const cancelOf = (symbol: string) => screen.getByRole('button', { name: `Cancel ${symbol}` });
  const rowsWithout = (...ids: string[]) => rowsOf(3).filter((r) => !ids.includes(r.id));

  it('moves to the same button of the row now in its place', () => {
    const { rerender } = renderTable({ columns: withCancel });
    cancelOf('S001').focus();
    rerender({ columns: withCancel, rows: rowsWithout('r1') });
    expect(document.activeElement).toBe(cancelOf('S002'));
  });

  it('moves to the row above when the last row goes', () => {
    const { rerender } = renderTable({ columns: withCancel });
    cancelOf('S002').focus();
    rerender({ columns: withCancel, rows: rowsWithout('r2') });
    expect(document.activeElement).toBe(cancelOf('S001'));
  });

  it('leaves focus alone when the trader moved it out of the table', () => {
    const { rerender } = renderTable({ columns: withCancel });
    const outside = document.createElement('button');
    document.body.append(outside);
    cancelOf('S001').focus();
    outside.focus();
    rerender({ columns: withCancel, rows: rowsWithout('r1') });
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('lands on the table itself when the last row goes, never on the page body', () => {
    const { rerender } = renderTable({ columns: withCancel, rows: rowsOf(1) });
    cancelOf('S000').focus();
    rerender({ columns: withCancel, rows: [] });
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.closest('[data-table-id]')).not.toBeNull();
  });
});

describe('DataTable tree form (grouped, expandable rows)', () => {
  const tree = [
    {
      kind: 'group' as const,
      id: 'S',
      data: 'S group',
      children: rowsOf(2).map((r) => ({ kind: 'leaf' as const, id: r.id, value: r })),
    },
  ];

  function renderTree(expanded: Record<string, boolean>, leaves: Row[] = rowsOf(2)) {
    const t = [{ ...tree[0]!, children: leaves.map((r) => ({ kind: 'leaf' as const, id: r.id, value: r })) }];
    const renderGroup = (g: FlatGroupRow<string>) => `${g.data} (${g.leafCount}) ${g.expanded ? 'open' : 'closed'}`;
    return (
      <I18nextProvider i18n={i18n}>
        <DataTable<Row, undefined, string>
          tableId={POSITIONS_TABLE}
          columns={columns}
          rows={leaves}
          getRowId={(r) => r.id}
          ariaLabel="Positions"
          testId="p"
          storage={memoryStorage()}
          tree={{ rows: flattenTree(t, expanded), renderGroup: stableRender(renderGroup) }}
        />
      </I18nextProvider>
    );
  }
  const renders = new Map<unknown, unknown>();
  const stableRender = <F,>(f: F): F => {
    const key = 'group';
    if (!renders.has(key)) renders.set(key, f);
    return renders.get(key) as F;
  };

  it('draws a group spanning the table, then its leaves; a collapsed group hides them', () => {
    const view = render(renderTree({}));
    const group = view.container.querySelector('tr[data-group="S"] td') as HTMLTableCellElement;
    expect(group.textContent).toBe('S group (2) open');
    expect(group.colSpan).toBe(3);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 1 + 2);
    view.rerender(renderTree({ S: false }));
    expect(screen.getAllByRole('row')).toHaveLength(1 + 1);
  });

  it('turns header sorting off', () => {
    render(renderTree({}));
    expect(screen.queryByRole('button', { name: /Symbol/ })).toBeNull();
  });

  it('a push into one leaf re-renders that cell only, not the group', () => {
    const leaves = rowsOf(2);
    const view = render(renderTree({}, leaves));
    resetDataTableRenders();
    const next = [leaves[0]!, { ...leaves[1]!, mark: '2' }];
    view.rerender(renderTree({}, next));
    expect(dataTableRenders.cells).toBe(1);
    expect(dataTableRenders.rows).toBe(1);
  });
});
