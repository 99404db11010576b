import { contrastRatio, parseThemeMode, relativeLuminance, THEME_MODES, tokensFor, type ThemeMode } from './tokens';
import { createTradingTheme } from './theme';

// WCAG 2.x AA: 4.5:1 for text, 3:1 for large text and user-interface parts.
const TEXT = 4.5;

type Pair = readonly [label: string, foreground: string, background: string, minimum: number];

function pairsOf(mode: ThemeMode): Pair[] {
  const { color } = tokensFor(mode);
  const backgrounds = [
    ['page', color.background.page],
    ['surface', color.background.surface],
    ['raised', color.background.raised],
  ] as const;
  const pairs: Pair[] = [];
  for (const [bgName, bg] of backgrounds) {
    pairs.push(
      [`text.primary on ${bgName}`, color.text.primary, bg, TEXT],
      [`text.secondary on ${bgName}`, color.text.secondary, bg, TEXT],
      [`text.muted on ${bgName}`, color.text.muted, bg, TEXT],
      [`up on ${bgName}`, color.up, bg, TEXT],
      [`down on ${bgName}`, color.down, bg, TEXT],
      [`buy on ${bgName}`, color.buy, bg, TEXT],
      [`sell on ${bgName}`, color.sell, bg, TEXT],
      [`warning on ${bgName}`, color.warning, bg, TEXT],
      [`primary on ${bgName}`, color.primary, bg, TEXT],
      [`focus ring on ${bgName}`, color.state.focus, bg, 3],
      [`strong border on ${bgName}`, color.border.strong, bg, 3],
    );
  }
  pairs.push(['text on a primary button', color.onPrimary, color.primary, TEXT]);
  return pairs;
}

describe.each(THEME_MODES)('%s tokens meet WCAG AA', (mode) => {
  it.each(pairsOf(mode))('%s: %s on %s ≥ %d:1', (_label, fg, bg, minimum) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrast formula', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('refuses a colour it cannot read instead of guessing', () => {
    expect(() => relativeLuminance('rgba(0,0,0,1)')).toThrow(/#rrggbb/);
  });
});

describe('the theme is built from the tokens', () => {
  it.each(THEME_MODES)('%s: palette and page variables come from the tokens', (mode) => {
    const { color } = tokensFor(mode);
    const theme = createTradingTheme('ltr', mode);
    expect(theme.palette.mode).toBe(mode);
    expect(theme.palette.background.paper).toBe(color.background.surface);
    expect(theme.palette.text.primary).toBe(color.text.primary);
    expect(theme.palette.success.main).toBe(color.up);
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, string>>;
    expect(baseline[':root']).toMatchObject({
      '--data-table-bg': color.background.surface,
      '--trade-down': color.down,
    });
  });

  it.each(THEME_MODES)('%s: keyboard focus on any button shows a ring of the focus colour', (mode) => {
    const theme = createTradingTheme('ltr', mode);
    const root = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, Record<string, unknown>>;
    expect(root['&.Mui-focusVisible']).toMatchObject({ outline: `2px solid ${tokensFor(mode).color.state.focus}` });
  });

  it('stays dark when no mode is given (an older remote)', () => {
    expect(createTradingTheme('rtl').palette.mode).toBe('dark');
  });

  it('the two modes differ in every background', () => {
    expect(tokensFor('light').color.background).not.toEqual(tokensFor('dark').color.background);
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['Light', null],
    ['', null],
    [null, null],
  ])('parses a stored %p as %p', (raw, parsed) => {
    expect(parseThemeMode(raw)).toBe(parsed);
  });
});
