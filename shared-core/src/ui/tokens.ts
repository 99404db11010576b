/**
 * The design tokens of the trading page: the ONE source of its colours, type, spacing, radii and
 * stacking. `createTradingTheme` builds the MUI theme and the page's CSS variables from them, and
 * Storybook's design-tokens page draws them, so the page and the documentation cannot disagree.
 * Colours meet WCAG AA in both modes (tokens.test.ts computes every text/background pair).
 */

export type ThemeMode = 'dark' | 'light';

export const THEME_MODES: readonly ThemeMode[] = ['dark', 'light'];

export interface ColorTokens {
  /** Buy side and upward moves / profit. */
  buy: string;
  /** Sell side and downward moves / loss. */
  sell: string;
  up: string;
  down: string;
  /** The warning line (positions.md: account MMR between safe and danger). */
  warning: string;
  /** Brand accent: primary buttons, focus ring, links. */
  primary: string;
  /** Text on a primary-coloured surface. */
  onPrimary: string;
  text: { primary: string; secondary: string; muted: string; disabled: string };
  background: { page: string; surface: string; raised: string };
  border: { subtle: string; strong: string };
  state: { hover: string; selected: string; disabled: string; focus: string };
  /** In-the-money rows of the option chain. */
  itmShade: string;
  /** The shadow of a table's pinned columns while the table scrolls under them. */
  pinnedShadow: string;
}

export interface TypographyTokens {
  fontFamily: string;
  /** Pixel sizes of the type ramp. */
  sizes: { caption: number; body: number; bodyLarge: number; title: number; headline: number };
  weights: { regular: number; medium: number; bold: number };
  /** Figures line up in columns. */
  numeric: 'tabular-nums';
}

export interface DesignTokens {
  mode: ThemeMode;
  color: ColorTokens;
  typography: TypographyTokens;
}

/** The spacing scale in pixels; MUI's `theme.spacing(n)` is `n × spacing.unit`. */
export const spacing = { unit: 4, scale: [0, 4, 8, 12, 16, 24, 32] } as const;

/** Corner radii in pixels; `md` is MUI's `shape.borderRadius`. */
export const radii = { sm: 4, md: 6, lg: 8, pill: 999 } as const;

/** Stacking of the spec's layers (positions.md: "Modal z-index values 998, 1010, 1100; page dialog 1100"). */
export const zIndex = { modalLow: 998, modalMid: 1010, modalTop: 1100, pageDialog: 1100 } as const;

const typography: TypographyTokens = {
  // System fonts only: no font downloads.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  sizes: { caption: 11, body: 13, bodyLarge: 14, title: 16, headline: 20 },
  weights: { regular: 400, medium: 500, bold: 700 },
  numeric: 'tabular-nums',
};

const dark: DesignTokens = {
  mode: 'dark',
  color: {
    buy: '#20b26c',
    // #ef454a (the old red) was 4.2:1 on raised surfaces: a touch lighter passes AA
    sell: '#f5585e',
    up: '#20b26c',
    down: '#f5585e',
    warning: '#f7a600',
    primary: '#f7a600',
    onPrimary: '#121214',
    text: { primary: '#eaecef', secondary: '#b7bdc6', muted: '#8f98a6', disabled: '#5e6673' },
    background: { page: '#0b0e11', surface: '#15191e', raised: '#1e2329' },
    border: { subtle: '#2b3139', strong: '#6b7380' },
    state: {
      hover: 'rgba(255, 255, 255, 0.06)',
      selected: 'rgba(247, 166, 0, 0.16)',
      disabled: 'rgba(255, 255, 255, 0.12)',
      focus: '#f7a600',
    },
    itmShade: 'rgba(255, 255, 255, 0.04)',
    pinnedShadow: 'rgba(0, 0, 0, 0.7)',
  },
  typography,
};

/** A real light palette for bright trading floors: darker greens and reds, not the dark ones inverted. */
const light: DesignTokens = {
  mode: 'light',
  color: {
    buy: '#0b7a48',
    sell: '#c8242c',
    up: '#0b7a48',
    down: '#c8242c',
    warning: '#9a5b00',
    primary: '#9a5b00',
    onPrimary: '#ffffff',
    text: { primary: '#12161c', secondary: '#3d444f', muted: '#5b6370', disabled: '#a0a7b1' },
    background: { page: '#f2f4f7', surface: '#ffffff', raised: '#ffffff' },
    border: { subtle: '#d8dce2', strong: '#7a828e' },
    state: {
      hover: 'rgba(18, 22, 28, 0.05)',
      selected: 'rgba(154, 91, 0, 0.12)',
      disabled: 'rgba(18, 22, 28, 0.12)',
      focus: '#9a5b00',
    },
    itmShade: 'rgba(18, 22, 28, 0.04)',
    pinnedShadow: 'rgba(18, 22, 28, 0.25)',
  },
  typography,
};

const byMode: Readonly<Record<ThemeMode, DesignTokens>> = { dark, light };

/** The tokens of a mode (dark for anything unknown, as an older page would be). */
export function tokensFor(mode: ThemeMode = 'dark'): DesignTokens {
  return byMode[mode] ?? dark;
}

/** A stored or requested mode, if it is one; anything else is null. */
export function parseThemeMode(value: unknown): ThemeMode | null {
  return value === 'dark' || value === 'light' ? value : null;
}

/**
 * The page's CSS variables for a mode, for styles that are not MUI theme lookups (table cells,
 * pinned-column shadows, trade colours in plain `style` props). `createTradingTheme` puts them on
 * `:root` through CssBaseline.
 */
export function tokenCssVariables(mode: ThemeMode): Record<string, string> {
  const { color } = tokensFor(mode);
  return {
    '--trade-up': color.up,
    '--trade-down': color.down,
    '--trade-buy': color.buy,
    '--trade-sell': color.sell,
    '--trade-warning': color.warning,
    '--data-table-bg': color.background.surface,
    '--data-table-shadow': `0 1px 4px ${color.pinnedShadow}`,
    '--dt-pinned-shadow': color.pinnedShadow,
    '--itm-shade': color.itmShade,
  };
}

/** WCAG 2.x relative luminance of an opaque `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`relativeLuminance: expected #rrggbb, got ${hex}`);
  const n = parseInt(m[1] ?? '', 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
