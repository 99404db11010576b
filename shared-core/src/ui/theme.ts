import { createTheme, type Theme } from '@mui/material';

/** Up and down colours used for PnL, sides and price moves. */
export const tradeColors = { up: '#20b26c', down: '#ef454a' } as const;

/** The trading page's one theme: dark, dense, tabular numbers. The host provides it to every remote. */
export function createTradingTheme(direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  return createTheme({
    direction,
    palette: {
      mode: 'dark',
      primary: { main: '#f7a600' },
      success: { main: tradeColors.up },
      error: { main: tradeColors.down },
      background: { default: '#0b0e11', paper: '#15191e' },
    },
    typography: {
      // System fonts only: no font downloads.
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      fontSize: 13,
    },
    shape: { borderRadius: 6 },
    components: {
      MuiTableCell: {
        styleOverrides: { root: { fontVariantNumeric: 'tabular-nums', padding: '4px 8px' } },
      },
    },
  });
}
