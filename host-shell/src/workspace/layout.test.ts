import {
  decodeLayout,
  defaultPreset,
  encodeLayout,
  fromWorkspace,
  PANEL_IDS,
  PRESETS,
  PRESET_IDS,
  sanitizeLayout,
  toWorkspace,
  visiblePanels,
  type Layout,
} from './layout';

describe('saved text', () => {
  test.each([
    ['options', '1|c(62:e,38:r(58:p,42:o))'],
    ['positions', '1|c(36:e,64:r(60:p,40:o))'],
    ['compact', '1|c(58:e,42:p!+o)'],
  ] as const)('preset %s reads %s', (id, text) => {
    expect(encodeLayout(PRESETS[id])).toBe(text);
    expect(decodeLayout(text)).toEqual(PRESETS[id]);
  });

  test('a stack, its selected tab and the maximised panel survive a round trip', () => {
    const layout: Layout = {
      root: {
        kind: 'split',
        direction: 'row',
        sizes: [33.33, 66.67],
        children: [
          { kind: 'stack', panels: ['remote_option_entry'], selected: 'remote_option_entry' },
          { kind: 'stack', panels: ['remote_positions', 'remote_order_panel'], selected: 'remote_order_panel' },
        ],
      },
      maximized: 'remote_order_panel',
    };
    const text = encodeLayout(layout);
    expect(text).toBe('1|r(33.33:e,66.67:p+o!)#o');
    expect(decodeLayout(text)).toEqual(layout);
  });

  test('the longest arrangement of three panels fits the 256 characters pref-setting keeps', () => {
    const deep: Layout = {
      root: {
        kind: 'split',
        direction: 'row',
        sizes: [33.33, 33.33, 33.34],
        children: PANEL_IDS.map((p) => ({
          kind: 'split' as const,
          direction: 'column' as const,
          sizes: [100],
          children: [{ kind: 'stack' as const, panels: [p], selected: p }],
        })),
      },
    };
    expect(encodeLayout(deep).length).toBeLessThan(256);
  });

  test.each([
    ['another version', '2|r(64:e,36:c(55:p,45:o))'],
    ['a cut text', '1|r(64:e,36:c(55:p'],
    ['an unknown panel', '1|r(50:e,50:x)'],
    ['a split of one', '1|r(100:e)'],
    ['a trailing part', '1|e)'],
    ['an unknown maximised panel', '1|r(50:e,50:p)#z'],
    ['not a text', 42],
    ['too long', `1|${'e+'.repeat(200)}e`],
  ])('%s is not read', (_, text) => {
    expect(decodeLayout(text)).toBeNull();
  });

  test('sizes are read as proportions that sum to 100', () => {
    const l = decodeLayout('1|r(1:e,3:p)');
    expect(l?.root.kind === 'split' && l.root.sizes).toEqual([25, 75]);
  });
});

describe('sanitizeLayout: only deployed panels, each once', () => {
  test('a panel not in the deployment is left out and its split folds away', () => {
    const l = sanitizeLayout(PRESETS.options, ['remote_option_entry', 'remote_order_panel']);
    expect(l && encodeLayout(l)).toBe('1|c(62:e,38:o)');
  });

  test('a deployed panel missing from the saved layout is added as a tab of the last stack', () => {
    const saved = decodeLayout('1|r(50:e,50:p)')!;
    const l = sanitizeLayout(saved, PANEL_IDS);
    expect(l && encodeLayout(l)).toBe('1|r(50:e,50:p!+o)');
  });

  test('a panel listed twice is kept once', () => {
    const saved = decodeLayout('1|r(50:e+p,50:p+o)')!;
    const l = sanitizeLayout(saved, PANEL_IDS);
    expect(l && encodeLayout(l)).toBe('1|r(50:e!+p,50:o)');
  });

  test('a maximised panel that is left out is not maximised', () => {
    const saved = decodeLayout('1|r(50:e,50:p)#p')!;
    expect(sanitizeLayout(saved, ['remote_option_entry', 'remote_order_panel'])).toEqual({
      root: { kind: 'stack', panels: ['remote_option_entry', 'remote_order_panel'], selected: 'remote_option_entry' },
    });
  });

  test('nothing deployed: no layout', () => {
    expect(sanitizeLayout(PRESETS.compact, [])).toBeNull();
  });
});

describe('what the trader sees', () => {
  test.each([
    ['1|r(64:e,36:c(55:p,45:o))', ['remote_option_entry', 'remote_positions', 'remote_order_panel']],
    ['1|c(60:e,40:p!+o)', ['remote_option_entry', 'remote_positions']],
    ['1|c(60:e,40:p+o!)', ['remote_option_entry', 'remote_order_panel']],
    ['1|c(60:e,40:p+o!)#e', ['remote_option_entry']],
    ['1|c(60:e,40:p+o!)#p', ['remote_order_panel']],
  ])('%s shows %j', (text, shown) => {
    expect(visiblePanels(decodeLayout(text)!)).toEqual(shown);
  });

  test.each([
    [1280, 'compact'],
    [1399, 'compact'],
    [1440, 'options'],
    [1920, 'options'],
  ] as const)('a %i-pixel window starts with %s', (width, preset) => {
    expect(defaultPreset(width)).toBe(preset);
  });
});

describe("the layout library's model", () => {
  test.each(PRESET_IDS)('preset %s converts there and back unchanged', (id) => {
    expect(fromWorkspace(toWorkspace(PRESETS[id]))).toEqual(PRESETS[id]);
  });

  test('no panel can be closed from its tab (the library closes a focused tab on Delete)', () => {
    const model = toWorkspace(PRESETS.compact);
    const tabs =
      model.root.type === 'split' ? model.root.children.flatMap((c) => (c.type === 'tabset' ? c.tabs : [])) : [];
    expect(tabs).toHaveLength(3);
    expect(tabs.every((t) => t.disableClose === true)).toBe(true);
  });

  test('a maximised stack is named by its selected panel', () => {
    const l = decodeLayout('1|c(60:e,40:p+o!)#o')!;
    const model = toWorkspace(l);
    expect(model.maximizedTabsetId).toBe('stack-remote_positions');
    expect(fromWorkspace(model)).toEqual(l);
  });

  test('a stack the trader dropped beside another, with a generated id and pixel sizes, is read', () => {
    const l = fromWorkspace({
      version: 1,
      root: {
        type: 'split',
        id: 'x',
        orientation: 'vertical',
        children: [
          { type: 'tabset', id: 'a', size: '300px', tabs: [{ id: 'remote_option_entry', data: null }] },
          {
            type: 'tabset',
            id: 'generated-7',
            size: 40,
            tabs: [
              { id: 'remote_positions', data: null },
              { id: 'notes', data: null },
            ],
            selectedId: 'notes',
          },
        ],
      },
    });
    expect(l && encodeLayout(l)).toBe('1|c(50:e,50:p)');
  });
});
