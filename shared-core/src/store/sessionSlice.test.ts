import { makeStore } from './makeStore';
import { selectThemeMode, sessionSlice, themeModeChanged } from './sessionSlice';
import type { ThemeMode } from '../ui/tokens';

describe('session theme mode', () => {
  it('starts dark, as every page did before the light theme', () => {
    expect(selectThemeMode(makeStore().store.getState())).toBe('dark');
  });

  it.each<[ThemeMode, ThemeMode, ThemeMode]>([
    ['dark', 'light', 'light'],
    ['light', 'dark', 'dark'],
    ['light', 'light', 'light'],
  ])('from %s, choosing %s gives %s', (from, chosen, expected) => {
    const state = sessionSlice.reducer(
      { ...sessionSlice.getInitialState(), themeMode: from },
      themeModeChanged(chosen),
    );
    expect(state.themeMode).toBe(expected);
  });

  it('ignores a mode it does not know, keeping the current theme', () => {
    const start = { ...sessionSlice.getInitialState(), themeMode: 'light' as const };
    const state = sessionSlice.reducer(start, themeModeChanged('sepia' as ThemeMode));
    expect(state.themeMode).toBe('light');
  });

  it('keeps the language and the user when the theme changes', () => {
    const { store } = makeStore();
    store.dispatch(themeModeChanged('light'));
    expect(store.getState().session).toMatchObject({ language: 'en', status: 'unknown', themeMode: 'light' });
  });
});
