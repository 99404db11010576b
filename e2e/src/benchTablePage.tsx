// The page `npm run bench:table` loads (bundled for production by e2e/src/benchTable.ts): the
// shared DataTable fed like the widgets feed it — one state update per animation frame carrying
// the pushes of that frame (decision 0005), a changed row as a new object, the others kept. The
// 500-position case runs the real positions table (remote-positions' PositionsTable with every
// column of positions.md §2) on the real positions slice: each frame dispatches one
// pushBatchApplied of that frame's `user.position` deltas, as the push bridge does. The
// 10,000-order history case runs the order panel's history table (remote-order-panel's
// OrderHistoryTable, its columns and ORDER_HISTORY_TABLE config) fed the same way as the orders.
import { ThemeProvider } from '@mui/material';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  accountKindOf,
  createEventBus,
  createI18n,
  createTradingTheme,
  makeStore,
  mulberry32,
  pushBatchApplied,
  useAppSelector,
  type PushMessage,
} from 'shared-core';
import { PlatformProviders, type HostServices, type HttpClient } from 'shared-http';
// The real table of the remote. The bench is one esbuild bundle with no Module Federation, so
// the second-copy concern behind package-boundaries does not apply (remote-positions exports nothing).
// eslint-disable-next-line architecture/package-boundaries -- bench bundle, no federation (above)
import { PositionsTable } from '../../remote-positions/src/features/positions/PositionsTable';
// eslint-disable-next-line architecture/package-boundaries -- bench bundle, no federation (above)
import { loadPositions, positionsSlice, selectPositionRows } from '../../remote-positions/src/features/positions/slice';
// eslint-disable-next-line architecture/package-boundaries -- bench bundle, no federation (above)
import { addPositionsNamespace } from '../../remote-positions/src/i18n';
// eslint-disable-next-line architecture/package-boundaries -- bench bundle, no federation (above)
import { OrderHistoryTable } from '../../remote-order-panel/src/features/history/HistoryTables';
// eslint-disable-next-line architecture/package-boundaries -- bench bundle, no federation (above)
import type { OrderHistoryRowView } from '../../remote-order-panel/src/features/history/rules';
// eslint-disable-next-line architecture/package-boundaries -- bench bundle, no federation (above)
import { addOrderPanelNamespace } from '../../remote-order-panel/src/i18n';
import {
  DataTable,
  OPEN_ORDERS_TABLE,
  POSITIONS_TABLE,
  dataTableRenders,
  resetDataTableRenders,
  type DataColumn,
} from 'shared-core/dataTable';

interface BenchRow {
  id: string;
  symbol: string;
  side: string;
  price: string;
  qty: string;
  filled: string;
  mark: string;
  upl: string;
  im: string;
  mm: string;
}

const text = (key: keyof BenchRow, extra: Partial<DataColumn<BenchRow>> = {}): DataColumn<BenchRow> => ({
  key,
  name: key,
  value: (r) => r[key],
  cell: (r) => r[key],
  ...extra,
});

const ORDER_COLUMNS: DataColumn<BenchRow>[] = [
  text('symbol', { fixed: -1, width: 200 }),
  text('side'),
  text('price', { align: 'end' }),
  text('qty', { align: 'end' }),
  text('filled', { align: 'end' }),
  text('id', { fixed: 1, width: 100 }),
];
const POSITION_COLUMNS: DataColumn<BenchRow>[] = [
  text('symbol', { fixed: -1, width: 200 }),
  text('qty', { align: 'end' }),
  text('price', { align: 'end' }),
  text('mark', { align: 'end' }),
  text('upl', { align: 'end' }),
  text('im', { align: 'end' }),
  text('mm', { align: 'end' }),
];

const random = mulberry32(7);
const makeRows = (n: number): BenchRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `o-${i}`,
    symbol: `BTC-${27 + (i % 3)}DEC24-${100000 + (i % 40) * 1000}-${i % 2 ? 'P' : 'C'}`,
    side: i % 3 ? 'Buy' : 'Sell',
    price: (1000 + i * 0.5).toFixed(1),
    qty: ((i % 9) + 1).toFixed(2),
    filled: '0.00',
    mark: (1000 + i * 0.5).toFixed(1),
    upl: '0.0000',
    im: '12.5000',
    mm: '2.5000',
  }));

/** One push: orders change their filled quantity and price, positions their mark and PnL. */
function updated(row: BenchRow, kind: 'orders' | 'positions'): BenchRow {
  const move = (random() - 0.5) * 4;
  if (kind === 'orders') {
    return { ...row, price: (Number(row.price) + move).toFixed(1), filled: (random() * Number(row.qty)).toFixed(2) };
  }
  const mark = Number(row.mark) + move;
  return { ...row, mark: mark.toFixed(1), upl: ((mark - Number(row.price)) * Number(row.qty)).toFixed(4) };
}

/** 10,000 rows of the order history (what the panel's rules make of wire orders, en). */
const HISTORY_STATUSES = ['Filled', 'PartiallyFilled', 'Cancelled', 'New'] as const;
const makeHistoryRows = (n: number): OrderHistoryRowView[] =>
  Array.from({ length: n }, (_, i) => ({
    orderId: `h-${i}`,
    symbol: i % 2 ? 'BTCUSDT' : `BTC-27DEC24-${50000 + (i % 40) * 1000}-${i % 4 === 1 ? 'C' : 'P'}`,
    side: i % 3 ? 'Buy' : 'Sell',
    orderType: i % 5 ? 'Limit' : 'Market',
    orderStatus: HISTORY_STATUSES[i % HISTORY_STATUSES.length]!,
    subTab: 'ordinary',
    price: (65000 + (i % 200) * 0.5).toLocaleString('en', { minimumFractionDigits: 1 }),
    avgPrice: '--',
    qty: ((i % 9) + 1).toFixed(3),
    filled: '0.000',
    triggerPrice: '--',
    time: '2026-11-28 09:00:00',
    createdAt: 1_795_000_000_000 - i * 60_000,
  }));

/** One order update: a fill moves its filled quantity, average price and status. */
function updatedHistory(row: OrderHistoryRowView): OrderHistoryRowView {
  const filled = Math.min(Number(row.qty), Number(row.filled) + random() * 0.5);
  return {
    ...row,
    filled: filled.toFixed(3),
    avgPrice: (65000 + (random() - 0.5) * 40).toLocaleString('en', { minimumFractionDigits: 1 }),
    orderStatus: filled >= Number(row.qty) ? 'Filled' : 'PartiallyFilled',
  };
}

const i18n = createI18n('en');
addOrderPanelNamespace(i18n);
const theme = createTradingTheme('ltr');
const getRowId = (r: BenchRow) => r.id;
const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

let setRowsOf: ((rows: BenchRow[]) => void) | null = null;
let setHistoryRowsOf: ((rows: OrderHistoryRowView[]) => void) | null = null;

function HistoryBench({ initial }: { initial: OrderHistoryRowView[] }) {
  const [rows, setRows] = useState(initial);
  useEffect(() => {
    setHistoryRowsOf = setRows;
  }, []);
  return <OrderHistoryTable rows={rows} status="ready" error={null} days={7} onRetry={() => undefined} />;
}

function Bench({ kind, initial, height }: { kind: 'orders' | 'positions'; initial: BenchRow[]; height: number }) {
  const [rows, setRows] = useState(initial);
  useEffect(() => {
    setRowsOf = setRows;
  }, []);
  return (
    <DataTable<BenchRow>
      tableId={kind === 'orders' ? OPEN_ORDERS_TABLE : POSITIONS_TABLE}
      columns={kind === 'orders' ? ORDER_COLUMNS : POSITION_COLUMNS}
      rows={rows}
      getRowId={getRowId}
      ariaLabel={kind}
      testId={kind}
      height={height}
      storage={storage}
    />
  );
}

/** 500 wire positions: options of many strikes and perpetuals, every §2 field the table shows. */
const wirePositions = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i % 2
      ? {
          s: `BTC-27DEC24-${50000 + i * 250}-${i % 4 === 1 ? 'C' : 'P'}`,
          sd: i % 3 ? 'Buy' : 'Sell',
          sz: '1.5',
          pi: 0,
          ep: '1250.5',
          mp: '1300.25',
          upl: '74.625',
          roi: '0.0398',
          pim: '1875.75',
          pmm: '20.5',
          st: i % 4 === 1 ? 'C' : 'P',
          bc: 'BTC',
          iv: '0.55',
          de: '0.5',
          ga: '0.0001',
          ve: '12.5',
          th: '-3.2',
        }
      : {
          s: `C${i}USDT`,
          sd: i % 3 ? 'Buy' : 'Sell',
          sz: '2',
          pi: 0,
          lv: '1000',
          iso: i % 4 === 0,
          ep: '3100',
          mp: '3150.5',
          lp: '2500.25',
          bep: '3101.9',
          upl: '101',
          ROI: '8.14',
          pim: '1240.5',
          pmm: '31',
          adl: 3,
        },
  );

let services: HostServices | null = null;
let positionPushSeq = 0;
let positionMarks: { s: string; mp: number; ep: number }[] = [];

const BENCH_ACCOUNT = accountKindOf({ accountType: 'UTA2' });

function PositionsBench() {
  const rows = useAppSelector(selectPositionRows);
  return <PositionsTable rows={rows} status="ready" account={BENCH_ACCOUNT} storage={storage} initialView="list" />;
}

/** The positions slice loaded with `n` positions (a fake HTTP client answers the list once). */
async function positionsServices(n: number, language = 'en'): Promise<HostServices> {
  const { store, rootReducer, listener } = makeStore();
  positionsSlice.injectInto(rootReducer);
  const list = wirePositions(n);
  positionMarks = list.map((p) => ({ s: p.s, mp: Number(p.mp), ep: Number(p.ep) }));
  const http = {
    get: () => Promise.resolve({ list }),
    post: () => new Promise(() => undefined),
  } as unknown as HttpClient; // only `get` of the position list is called
  const positionsI18n = createI18n(language);
  addPositionsNamespace(positionsI18n);
  await store.dispatch(loadPositions({ http }));
  // the widget's hooks read the host services; the bench has no streams or config to give them
  return { store, rootReducer, listener, bus: createEventBus(), http, i18n: positionsI18n } as unknown as HostServices;
}

/** One frame's `user.position` deltas: new mark and PnL for `count` random positions. */
function positionPushes(count: number): PushMessage[] {
  const data = [];
  for (let i = 0; i < count; i++) {
    const p = positionMarks[Math.floor(random() * positionMarks.length)]!;
    p.mp = Math.max(1, p.mp + (random() - 0.5) * 4);
    data.push({ s: p.s, pi: 0, mp: p.mp.toFixed(2), upl: ((p.mp - p.ep) * 1.5).toFixed(4) });
  }
  positionPushSeq++;
  return [
    {
      type: 'push',
      stream: 'private',
      topic: 'user.position',
      seq: positionPushSeq,
      kind: 'delta',
      ts: positionPushSeq,
      data,
    },
  ];
}

const POSITIONS_SCROLLER_PX = 560;

export type BenchKind = 'orders' | 'positions' | 'history';

let root: Root | null = null;
let historyRows: OrderHistoryRowView[] = [];
let direction: 'ltr' | 'rtl' = 'ltr';
function mount(kind: BenchKind, rows: BenchRow[], height = 600): number {
  root?.unmount();
  const el = document.getElementById('root')!;
  root = createRoot(el);
  const t0 = performance.now();
  flushSync(() =>
    root!.render(
      kind === 'positions' && services ? (
        <PlatformProviders services={services}>
          {/* what a trader sees: the positions area of the composed page at 1280×800 scrolls in
              about 560 px, not a 31,000 px page laid out and painted whole */}
          <div style={{ height: POSITIONS_SCROLLER_PX, overflow: 'auto' }} data-bench-scroller="" dir={direction}>
            <PositionsBench />
          </div>
        </PlatformProviders>
      ) : (
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            {kind === 'history' ? (
              <HistoryBench initial={historyRows} />
            ) : (
              <Bench kind={kind === 'positions' ? 'positions' : 'orders'} initial={rows} height={height} />
            )}
          </ThemeProvider>
        </I18nextProvider>
      ),
    ),
  );
  return performance.now() - t0;
}

const nextFrame = () => new Promise<number>((r) => requestAnimationFrame(r));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RunResult {
  fps: number;
  p95FrameMs: number;
  /** Frames that took longer than 1.5 frame intervals (the median interval): a visible stutter. */
  dropped: number;
  longTasks: number;
  updates: number;
  cellRenders: number;
  rowRenders: number;
  rowsInPage: number;
  jsAvg: number;
  jsP95: number;
}

/**
 * Issue 16's "before" in the same run: every pinned cell sticky all the time (as before the table
 * rested without sticky cells at its start), forced by a stylesheet over the table's own.
 */
const ALWAYS_STICKY_CSS = `[data-pin-mode] th[data-pin], [data-pin-mode] td[data-pin] { position: sticky !important }
[data-pin-mode] th[data-pin="end"], [data-pin-mode] td[data-pin="end"] { inset-inline-start: auto !important }`;
function setAlwaysSticky(on: boolean) {
  let sheet = document.getElementById('bench-always-sticky');
  if (on && !sheet) {
    sheet = document.createElement('style');
    sheet.id = 'bench-always-sticky';
    sheet.textContent = ALWAYS_STICKY_CSS;
    document.head.appendChild(sheet);
  } else if (!on) sheet?.remove();
}

async function run(
  kind: BenchKind,
  n: number,
  perSecond: number,
  seconds: number,
  alwaysSticky = false,
): Promise<RunResult> {
  setAlwaysSticky(alwaysSticky);
  let rows = kind === 'orders' ? makeRows(n) : [];
  if (kind === 'positions') services = await positionsServices(n);
  if (kind === 'history') historyRows = makeHistoryRows(n);
  mount(kind, rows);
  await sleep(3000); // lazy parts (virtual rows, the TanStack model) loaded, page settled
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.duration > 50) longTasks.push(e.duration);
  });
  observer.observe({ type: 'longtask' });
  resetDataTableRenders();
  const frames: number[] = [];
  let updates = 0;
  const jsMs: number[] = [];
  let owed = 0;
  let last = await nextFrame();
  console.timeStamp('bench:measure'); // the traced part (benchTable.ts): the measured frames only
  const end = last + seconds * 1000;
  while (last < end) {
    const now = await nextFrame();
    frames.push(now - last);
    owed += ((now - last) / 1000) * perSecond;
    const due = Math.floor(owed);
    owed -= due;
    if (due > 0 && kind === 'positions') {
      const batch = positionPushes(due);
      updates += due;
      const j0 = performance.now();
      flushSync(() => services!.store.dispatch(pushBatchApplied(batch)));
      jsMs.push(performance.now() - j0);
    } else if (due > 0 && kind === 'history') {
      const next = historyRows.slice();
      for (let i = 0; i < due; i++) {
        const at = Math.floor(random() * next.length);
        next[at] = updatedHistory(next[at]!);
      }
      historyRows = next;
      updates += due;
      const j0 = performance.now();
      flushSync(() => setHistoryRowsOf?.(historyRows));
      jsMs.push(performance.now() - j0);
    } else if (due > 0) {
      const next = rows.slice();
      for (let i = 0; i < due; i++) {
        const at = Math.floor(random() * next.length);
        next[at] = updated(next[at]!, kind === 'positions' ? 'positions' : 'orders');
      }
      rows = next;
      updates += due;
      const j0 = performance.now();
      flushSync(() => setRowsOf?.(rows));
      jsMs.push(performance.now() - j0);
    }
    last = now;
  }
  console.timeStamp('bench:measured');
  await sleep(100);
  observer.disconnect();
  const sorted = frames.slice().sort((a, b) => a - b);
  const interval = sorted[Math.floor(sorted.length / 2)] ?? 1000 / 60;
  return {
    fps: frames.length / seconds,
    p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    dropped: frames.filter((f) => f > interval * 1.5).length,
    longTasks: longTasks.length,
    updates,
    cellRenders: dataTableRenders.cells,
    rowRenders: dataTableRenders.rows,
    jsP95: jsMs.sort((a, b) => a - b)[Math.floor(jsMs.length * 0.95)] ?? 0,
    jsAvg: jsMs.reduce((a, b) => a + b, 0) / jsMs.length,
    rowsInPage: document.querySelectorAll('tbody tr:not([aria-hidden])').length,
  };
}

async function mountVirtual(n: number): Promise<{ mountMs: number; rowsInPage: number }> {
  // warm: the virtual-rows chunk is loaded once, as on a page that has shown a list before
  mount('orders', makeRows(50));
  await sleep(500);
  const rows = makeRows(n);
  const mountMs = mount('orders', rows);
  await sleep(300);
  return { mountMs, rowsInPage: document.querySelectorAll('tbody tr:not([aria-hidden])').length };
}

/** Where the first row's pinned cells are, against the table's scroller (physical px). */
function pinnedEdges(): { start: number; end: number; mode: string } | null {
  const scroller = document.querySelector<HTMLElement>('[data-table-id] [data-pin-mode]');
  const row = scroller?.querySelector('tbody tr[role="row"]:not([data-group])');
  const start = row?.querySelector('td[data-pin="start"]')?.getBoundingClientRect();
  const end = row?.querySelector('td[data-pin="end"]')?.getBoundingClientRect();
  if (!scroller || !start || !end) return null;
  const box = scroller.getBoundingClientRect();
  const rtl = direction === 'rtl';
  // the start cell's outer edge against the scroller's start edge; the end cell's likewise
  return {
    start: rtl ? box.right - start.right : start.left - box.left,
    end: rtl ? end.left - box.left : box.right - end.right,
    mode: scroller.dataset.pinMode ?? '',
  };
}

export interface PinProbe {
  frames: number;
  /** Largest distance of a pinned cell from its edge in any frame while scrolling, px. */
  maxStartOff: number;
  maxEndOff: number;
  modes: string[];
  scrolledTo: number;
}

let probing = false;
let probe: PinProbe = { frames: 0, maxStartOff: 0, maxEndOff: 0, modes: [], scrolledTo: 0 };
/** Mounts the positions table (no pushes) in `dir` and samples its pinned cells every frame. */
async function startPinProbe(dir: 'ltr' | 'rtl'): Promise<void> {
  direction = dir;
  services = await positionsServices(50, dir === 'rtl' ? 'ar-SA' : 'en');
  mount('positions', []);
  await sleep(1000);
  probe = { frames: 0, maxStartOff: 0, maxEndOff: 0, modes: [], scrolledTo: 0 };
  probing = true;
  const sample = () => {
    if (!probing) return;
    const e = pinnedEdges();
    if (e) {
      probe.frames++;
      probe.maxStartOff = Math.max(probe.maxStartOff, Math.abs(e.start));
      probe.maxEndOff = Math.max(probe.maxEndOff, Math.abs(e.end));
      if (probe.modes[probe.modes.length - 1] !== e.mode) probe.modes.push(e.mode);
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}
function stopPinProbe(): PinProbe {
  probing = false;
  direction = 'ltr';
  return probe;
}
function maxScrolled(): number {
  const scroller = document.querySelector<HTMLElement>('[data-table-id] [data-pin-mode]');
  probe.scrolledTo = Math.max(probe.scrolledTo, Math.abs(scroller?.scrollLeft ?? 0));
  return probe.scrolledTo;
}

(window as unknown as { __bench: unknown }).__bench = { run, mountVirtual, startPinProbe, stopPinProbe, maxScrolled };
