import {
  COLUMN_PREFS_SAVE_FAILED,
  POSITIONS_TABLE,
  OPEN_ORDERS_TABLE,
  FUTURES_SPREAD_TABLE,
  TABLE_DEFAULTS,
  applyFollowRules,
  columnPrefsKey,
  futuresSpreadLegTarget,
  loadColumnPrefs,
  memoryStorage,
  mergeSavedColumns,
  nextSortDirection,
  pinSideOf,
  pinnedKeys,
  reorderColumns,
  saveColumnPrefs,
  scrollShadowOf,
  setColumnShown,
  shouldVirtualize,
  showsFuturesSpreadPromotion,
  visibleKeys,
  type KeyValueStorage,
  type SavedColumn,
  type TableColumnConfig,
} from './index';

const col = (key: string, extra: Partial<TableColumnConfig> = {}): TableColumnConfig => ({ key, name: key, ...extra });
const keys = (l: readonly SavedColumn[]) => l.map((c) => `${c.key}${c.show ? '' : '-'}${c.removed ? 'x' : ''}`);

describe('pinning from fixed (§3)', () => {
  it.each([
    [undefined, 'none'],
    [0, 'none'],
    [-1, 'left'],
    [-3, 'left'],
    [1, 'right'],
    [2, 'right'],
  ] as const)('fixed %p → %s', (fixed, side) => expect(pinSideOf(fixed)).toBe(side));

  it('lists pinned keys per side in column order', () => {
    expect(pinnedKeys([col('a', { fixed: -1 }), col('b'), col('c', { fixed: 1 }), col('d', { fixed: -2 })])).toEqual({
      left: ['a', 'd'],
      right: ['c'],
    });
  });
});

describe('merging saved preferences with the columns defined now (§4.4)', () => {
  const defined = [col('symbol'), col('side'), col('price'), col('qty')];
  it.each<[string, SavedColumn[] | null, string[]]>([
    ['nothing saved: the defaults', null, ['symbol', 'side', 'price', 'qty']],
    [
      'saved order and visibility win',
      [
        { key: 'qty', show: true, removed: false },
        { key: 'symbol', show: true, removed: false },
        { key: 'side', show: false, removed: false },
        { key: 'price', show: true, removed: false },
      ],
      ['qty', 'symbol', 'side-', 'price'],
    ],
    [
      'a new default column is merged in after its default predecessor',
      [
        { key: 'symbol', show: true, removed: false },
        { key: 'qty', show: true, removed: false },
        { key: 'side', show: true, removed: false },
      ],
      ['symbol', 'qty', 'side', 'price'],
    ],
    [
      'a column no longer defined is marked removed',
      [
        { key: 'symbol', show: true, removed: false },
        { key: 'legacy', show: true, removed: false },
        { key: 'side', show: true, removed: false },
        { key: 'price', show: true, removed: false },
        { key: 'qty', show: true, removed: false },
      ],
      ['symbol', 'legacyx', 'side', 'price', 'qty'],
    ],
  ])('%s', (_, saved, expected) => expect(keys(mergeSavedColumns(defined, saved))).toEqual(expected));

  it('a removed column is never visible', () => {
    const merged = mergeSavedColumns(defined, [{ key: 'gone', show: true, removed: false }]);
    expect(visibleKeys(merged)).toEqual(['symbol', 'side', 'price', 'qty']);
  });
});

describe('follow rules (§4.4)', () => {
  it.each([
    [
      ['gst', 'price', 'tradingFee'],
      ['price', 'tradingFee', 'gst'],
    ],
    [
      ['breakevenPrice', 'liqPrice', 'mm'],
      ['liqPrice', 'breakevenPrice', 'mm'],
    ],
    [
      ['tradingFee', 'price'],
      ['tradingFee', 'price'],
    ],
    [
      ['gst', 'price'],
      ['gst', 'price'],
    ],
  ])('%p → %p', (input, expected) => {
    expect(applyFollowRules(input.map((key) => ({ key }))).map((c) => c.key)).toEqual(expected);
  });

  it('a reorder that separates a follower is corrected', () => {
    const cols = ['a', 'tradingFee', 'gst', 'b'].map((k) => col(k));
    const r = reorderColumns(mergeSavedColumns(cols, null), 0, 2, cols);
    expect(r.ok && r.layout.map((c) => c.key)).toEqual(['tradingFee', 'gst', 'a', 'b']);
  });
});

describe('reorder refusals (§5)', () => {
  const cols = [
    col('pinned', { fixed: -1 }),
    col('a'),
    col('b'),
    col('locked', { dragDisabled: true }),
    col('end', { fixed: 1 }),
  ];
  const layout = mergeSavedColumns(cols, null);
  it.each<[string, number, number, string]>([
    ['dragging a fixed column', 0, 2, 'fixed'],
    ['dropping onto a fixed column', 1, 4, 'fixed'],
    ['a drag-disabled column', 3, 1, 'dragDisabled'],
    ['index below range', -1, 1, 'outOfRange'],
    ['index past the end', 1, 5, 'outOfRange'],
    ['fractional index', 1.5, 2, 'outOfRange'],
  ])('%s is refused', (_, from, to, reason) =>
    expect(reorderColumns(layout, from, to, cols)).toEqual({ ok: false, reason }),
  );

  it('moves a free column', () => {
    const r = reorderColumns(layout, 2, 1, cols);
    expect(r.ok && r.layout.map((c) => c.key)).toEqual(['pinned', 'b', 'a', 'locked', 'end']);
  });
});

describe('hide and restore', () => {
  const layout = mergeSavedColumns([col('a'), col('b')], null);
  it('hides and restores a column', () => {
    const hidden = setColumnShown(layout, 'b', false);
    expect(visibleKeys(hidden)).toEqual(['a']);
    expect(visibleKeys(setColumnShown(hidden, 'b', true))).toEqual(['a', 'b']);
  });
  it('never hides the last visible column', () => {
    expect(visibleKeys(setColumnShown(setColumnShown(layout, 'b', false), 'a', false))).toEqual(['a']);
  });
});

describe('sort directions (§3)', () => {
  it('cycles normal → down → up → normal', () => {
    expect([nextSortDirection('normal'), nextSortDirection('down'), nextSortDirection('up')]).toEqual([
      'down',
      'up',
      'normal',
    ]);
  });
});

describe('virtual rows (§4.4, §9)', () => {
  it.each([
    [OPEN_ORDERS_TABLE, 19, false, false],
    [OPEN_ORDERS_TABLE, 20, false, true],
    [OPEN_ORDERS_TABLE, 1, true, true],
    [POSITIONS_TABLE, 500, false, false],
    [POSITIONS_TABLE, 500, true, false],
  ])('%s with %i rows, forced %p → %p', (tableId, rowCount, forced, expected) => {
    expect(shouldVirtualize({ tableId, rowCount, forced })).toBe(expected);
  });
  it('has the §9 defaults', () => {
    expect(TABLE_DEFAULTS).toMatchObject({
      virtualThreshold: 20,
      itemSize: 50,
      height: 230,
      overscan: 2,
      scrollEndDelayMs: 150,
      scrollDebounceMs: 50,
      itemHeightMeasureDelayMs: 200,
      dragAutoScrollIntervalMs: 20,
      dragAutoScrollSpeed: 10,
      dragThresholdPx: 30,
    });
  });
});

describe('scroll shadows (§2.4)', () => {
  it.each([
    [0, 500, 500, 'none'],
    [0, 800, 500, 'right'],
    [150, 800, 500, 'middle'],
    [300, 800, 500, 'left'],
    [0, 800, 500, 'right'],
    [-150, 800, 500, 'middle'],
    [-300, 800, 500, 'right'],
  ] as const)('scrollLeft %i of %i in %i → %s', (x, sw, cw, shadow) => expect(scrollShadowOf(x, sw, cw)).toBe(shadow));
});

describe('saved preferences (§3, §8)', () => {
  const memory = () => memoryStorage();

  const layout: SavedColumn[] = [{ key: 'a', show: false, removed: false }];

  it('round-trips per table id', () => {
    const s = memory();
    expect(saveColumnPrefs(s, OPEN_ORDERS_TABLE, layout, jest.fn())).toBe(true);
    expect(loadColumnPrefs(s, OPEN_ORDERS_TABLE)).toEqual(layout);
    expect(loadColumnPrefs(s, POSITIONS_TABLE)).toBeNull();
    saveColumnPrefs(s, OPEN_ORDERS_TABLE, null, jest.fn());
    expect(s.data.has(columnPrefsKey(OPEN_ORDERS_TABLE))).toBe(false);
  });

  it('ignores unreadable saved data', () => {
    const s = memory();
    s.setItem(columnPrefsKey('t'), '{oops');
    expect(loadColumnPrefs(s, 't')).toBeNull();
    s.setItem(columnPrefsKey('t'), '[{"key":1}]');
    expect(loadColumnPrefs(s, 't')).toBeNull();
  });

  it('a failed save reports tracing code 50004 and nothing else', () => {
    const onTrace = jest.fn();
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(saveColumnPrefs(full, 't', layout, onTrace)).toBe(false);
    expect(onTrace).toHaveBeenCalledWith(COLUMN_PREFS_SAVE_FAILED);
    expect(COLUMN_PREFS_SAVE_FAILED).toBe(50004);
  });
});

describe('futures spread (§2.4)', () => {
  it.each([
    [OPEN_ORDERS_TABLE, true, '_blank'],
    [POSITIONS_TABLE, true, '_blank'],
    [FUTURES_SPREAD_TABLE, false, '_self'],
  ] as const)('%s: promotion %p, leg opens in %s', (id, promo, target) => {
    expect(showsFuturesSpreadPromotion(id)).toBe(promo);
    expect(futuresSpreadLegTarget(id)).toBe(target);
  });
});
