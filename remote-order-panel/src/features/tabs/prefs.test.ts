import fc from 'fast-check';
import {
  DEFAULT_LAYOUT,
  INSTRUMENT_FILTERS,
  activeAfterHide,
  allowedFilters,
  filterAfterAllMarkets,
  hideTab,
  instrumentTypeOf,
  matchesFilter,
  moveTab,
  readFilter,
  restoreTab,
  storedBoolean,
  storedFilter,
  storedLayout,
  storedPositionDisplay,
  visibleTabs,
} from './prefs';
import { PANEL_TABS, type PanelTab } from './tabs';

describe('stored instrument filter (order-panel §5)', () => {
  it.each<[unknown, PanelTab, string]>([
    ['SPOT', 'openOrders', 'SPOT'],
    ['OPTIONS', 'openOrders', 'OPTIONS'],
    ['EXPIRY', 'orderHistory', 'EXPIRY'],
    ['SPOT', 'positions', 'ALL'],
    ['OPTIONS', 'tools', 'ALL'],
    ['OPTIONS', 'pnl', 'ALL'],
    ['SPOT', 'pnl', 'ALL'],
    ['DERIVATIVES', 'pnl', 'DERIVATIVES'],
    ['spot', 'openOrders', 'ALL'],
    [3, 'openOrders', 'ALL'],
    [null, 'openOrders', 'ALL'],
  ])('UTA2: %j on %s → %s', (raw, tab, out) => expect(storedFilter(raw, tab, { unified: 2 })).toBe(out));

  it.each<[unknown, PanelTab, 1 | 2 | null, string]>([
    ['SPOT', 'openOrders', 2, 'SPOT'],
    ['SPOT', 'openOrders', 1, 'ALL'],
    ['OPTIONS', 'orderHistory', null, 'ALL'],
    ['EXPIRY', 'assets', 1, 'ALL'],
  ])('%j on %s for unified %s → %s (the filter is UTA2 only)', (raw, tab, unified, out) =>
    expect(storedFilter(raw, tab, { unified })).toBe(out),
  );

  it('whatever is stored, the result is allowed on the tab (and ALL off UTA2)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom<unknown>(...INSTRUMENT_FILTERS), fc.anything()),
        fc.constantFrom(...PANEL_TABS),
        fc.constantFrom<1 | 2 | null>(1, 2, null),
        (raw, tab, unified) => {
          const out = storedFilter(raw, tab, { unified });
          expect(allowedFilters(tab)).toContain(out);
          if (unified !== 2) expect(out).toBe('ALL');
          if (unified === 2 && allowedFilters(tab).some((f) => f === raw)) expect(out).toBe(raw);
        },
      ),
    );
  });

  it.each<[unknown, string]>([
    ['OPTIONS', 'OPTIONS'],
    ['SPOT', 'SPOT'],
    ['options', 'ALL'],
    [0, 'ALL'],
    [{}, 'ALL'],
  ])('read back before the tab is known: %j → %s', (raw, out) => expect(readFilter(raw)).toBe(out));

  it('ALL is allowed everywhere', () => {
    for (const t of PANEL_TABS) expect(allowedFilters(t)).toContain('ALL');
  });

  it.each([
    ['SPOT', true, 'SPOT'],
    ['SPOT', false, 'ALL'],
    ['ALL', false, 'ALL'],
  ] as const)('filter %s with all-markets %s → %s', (f, on, out) => expect(filterAfterAllMarkets(f, on)).toBe(out));
});

describe('stored position display and booleans (order-panel §5)', () => {
  it.each([
    ['list', 'list'],
    ['tree', 'tree'],
    ['TREE', 'list'],
    ['grid', 'list'],
    [1, 'list'],
    [undefined, 'list'],
  ])('%j → %s', (raw, out) => expect(storedPositionDisplay(raw)).toBe(out));

  it.each<[unknown, boolean, boolean]>([
    [0, true, false],
    ['0', true, false],
    [false, true, false],
    [1, false, true],
    ['1', false, true],
    ['Y', false, true],
    ['yes', false, true],
    [null, true, true],
    [undefined, false, false],
    ['', true, true],
  ])('%j (default %s) → %s', (raw, fallback, out) => expect(storedBoolean(raw, fallback)).toBe(out));
});

describe('tab layout (order-panel §4.1)', () => {
  it('a stored layout drops junk and repeats, adds missing tabs, never hides open orders', () => {
    expect(
      storedLayout({ order: ['assets', 'bogus', 'assets', 'openOrders'], hidden: ['openOrders', 'tools', 7] }),
    ).toEqual({
      order: [
        'assets',
        'openOrders',
        'positions',
        'orderHistory',
        'tradeHistory',
        'borrowings',
        'tools',
        'pnl',
        'leveragedToken',
      ],
      hidden: ['tools'],
    });
    expect(storedLayout('junk')).toEqual(DEFAULT_LAYOUT);
  });

  it.each<[PanelTab, PanelTab, PanelTab]>([
    ['assets', 'assets', 'borrowings'],
    ['pnl', 'pnl', 'leveragedToken'],
    ['leveragedToken', 'leveragedToken', 'pnl'],
    ['openOrders', 'assets', 'openOrders'],
  ])('active %s, hiding %s → %s', (active, hidden, next) =>
    expect(activeAfterHide(PANEL_TABS, active, hidden)).toBe(next),
  );

  it('hide, restore and move', () => {
    const hidden = hideTab(DEFAULT_LAYOUT, 'tools');
    expect(visibleTabs(hidden, PANEL_TABS)).not.toContain('tools');
    expect(hideTab(DEFAULT_LAYOUT, 'openOrders')).toBe(DEFAULT_LAYOUT);
    expect(visibleTabs(restoreTab(hidden, 'tools'), PANEL_TABS)).toContain('tools');
    expect(moveTab(DEFAULT_LAYOUT, 'assets', 'openOrders').order.slice(0, 2)).toEqual(['assets', 'openOrders']);
  });

  it('property: moving keeps every tab exactly once', () => {
    const tab = fc.constantFrom(...PANEL_TABS);
    fc.assert(
      fc.property(fc.array(fc.tuple(tab, tab), { maxLength: 20 }), (moves) => {
        const layout = moves.reduce((l, [a, b]) => moveTab(l, a, b), DEFAULT_LAYOUT);
        expect([...layout.order].sort()).toEqual([...PANEL_TABS].sort());
      }),
    );
  });

  it('visible tabs also follow what the account may see', () =>
    expect(visibleTabs(DEFAULT_LAYOUT, ['openOrders', 'assets'])).toEqual(['openOrders', 'assets']));
});

describe('instrument type of a symbol (order-panel §2.3)', () => {
  it.each([
    ['BTCUSDT', 'DERIVATIVES'],
    ['BTCPERP', 'DERIVATIVES'],
    ['BTCUSD', 'DERIVATIVES'],
    ['BTCUSDT-27DEC24', 'EXPIRY'],
    ['BTC-27DEC24', 'EXPIRY'],
    ['BTCUSDZ24', 'EXPIRY'],
    ['BTCUSD06DEC24', 'EXPIRY'],
    ['BTC-27DEC24-100000-C', 'OPTIONS'],
    ['BTC-27DEC24-100000-P-USDT', 'OPTIONS'],
  ])('%s → %s', (symbol, type) => {
    expect(instrumentTypeOf(symbol)).toBe(type);
    expect(matchesFilter(symbol, 'ALL')).toBe(true);
    expect(matchesFilter(symbol, 'SPOT')).toBe(false);
  });
});
