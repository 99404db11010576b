import { Box } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  parseThemeMode,
  selectThemeMode,
  themeModeChanged,
  useAppDispatch,
  useAppSelector,
  type ThemeMode,
} from 'shared-core';

/** Where the host remembers the trader's theme (i20common.md: 'light' | 'dark'). */
export const THEME_MODE_STORAGE_KEY = 'trading.themeMode';

/** The remembered theme, or dark when nothing (or nothing valid) was saved or storage is blocked. */
export function initialThemeMode(): ThemeMode {
  try {
    return parseThemeMode(localStorage.getItem(THEME_MODE_STORAGE_KEY)) ?? 'dark';
  } catch {
    return 'dark'; // storage disabled
  }
}

/** Saves the choice for the next visit. */
export function saveThemeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, mode);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/**
 * The header's light-theme switch: a native button with role switch (Space and Enter toggle it,
 * Tab reaches it), labelled by its visible text. Not MUI's Switch: the header is on the first
 * screen and MUI's Switch is a lazy chunk of the page (muiShared.ts).
 */
export function ThemeSwitch() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectThemeMode);
  const labelId = useId();
  const light = mode === 'light';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" id={labelId} sx={{ typography: 'caption', color: 'text.secondary' }}>
        {t('theme.label')}
      </Box>
      <Box
        component="button"
        type="button"
        role="switch"
        aria-checked={light}
        aria-labelledby={labelId}
        data-testid="theme-switch"
        onClick={() => {
          const next: ThemeMode = light ? 'dark' : 'light';
          dispatch(themeModeChanged(next));
          saveThemeMode(next);
        }}
        sx={{
          font: 'inherit',
          fontSize: '0.875rem',
          color: 'text.primary',
          bgcolor: light ? 'action.selected' : 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1,
          py: 0.75,
          minWidth: 64,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {light ? t('theme.light') : t('theme.dark')}
      </Box>
    </Box>
  );
}
