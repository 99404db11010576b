import { createTheme, type Theme } from '@mui/material';
import { radii, spacing, tokenCssVariables, tokensFor, type ThemeMode } from './tokens';

export type { ThemeMode } from './tokens';

/**
 * Up and down colours for PnL, sides and price moves, as CSS variables that follow the page's
 * theme mode (set on `:root` by the theme's CssBaseline); the fallback is the dark palette, for a
 * tree without the baseline.
 */
export const tradeColors = {
  up: `var(--trade-up, ${tokensFor('dark').color.up})`,
  down: `var(--trade-down, ${tokensFor('dark').color.down})`,
} as const;

/**
 * The trading page's one theme, built from the design tokens (tokens.ts): dense, tabular numbers,
 * dark or light. The host provides it to every remote.
 */
export function createTradingTheme(direction: 'ltr' | 'rtl' = 'ltr', mode: ThemeMode = 'dark'): Theme {
  const { color, typography } = tokensFor(mode);
  return createTheme({
    direction,
    palette: {
      mode,
      primary: { main: color.primary, contrastText: color.onPrimary },
      success: { main: color.up },
      error: { main: color.down },
      warning: { main: color.warning },
      background: { default: color.background.page, paper: color.background.surface },
      text: { primary: color.text.primary, secondary: color.text.secondary, disabled: color.text.disabled },
      divider: color.border.subtle,
      action: {
        // icons and unselected toggle buttons: MUI's light default (54 % black) read 4.49:1 on the
        // raised light surface (axe, color-contrast); the secondary text colour passes AA there
        ...(mode === 'light' ? { active: color.text.secondary } : {}),
        hover: color.state.hover,
        selected: color.state.selected,
        disabledBackground: color.state.disabled,
        focus: color.state.selected,
      },
    },
    typography: {
      fontFamily: typography.fontFamily,
      fontSize: typography.sizes.body,
      fontWeightRegular: typography.weights.regular,
      fontWeightMedium: typography.weights.medium,
      fontWeightBold: typography.weights.bold,
    },
    spacing: spacing.unit * 2,
    shape: { borderRadius: radii.md },
    components: {
      MuiCssBaseline: {
        styleOverrides: { ':root': { ...tokenCssVariables(mode), colorScheme: mode } },
      },
      // One visible focus ring for every button-like control (buttons, tabs, toggle buttons, icon
      // buttons, switches, checkboxes): MUI marks keyboard focus with `.Mui-focusVisible` but only
      // shows a faint ripple pulse, which a keyboard trader loses on a dense page. The ring is the
      // focus token (≥ 3:1 on every background, tokens.test.ts); inset so a cell's ring is not
      // clipped by its table or toolbar.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${color.state.focus}`, outlineOffset: -2 } },
        },
      },
      MuiTableCell: {
        styleOverrides: { root: { fontVariantNumeric: typography.numeric, padding: '4px 8px' } },
      },
    },
  });
}
