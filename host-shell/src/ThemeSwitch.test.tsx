import { Paper } from '@mui/material';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectThemeMode, themeModeChanged, tokensFor } from 'shared-core';
import { initialThemeMode, THEME_MODE_STORAGE_KEY, ThemeSwitch } from './ThemeSwitch';
import { makeTestServices, renderWithServices } from './testUtils';

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

afterEach(() => localStorage.clear());

describe('ThemeSwitch', () => {
  it('switches the page to light by keyboard, remembers it, and the widgets follow', async () => {
    const services = makeTestServices();
    renderWithServices(
      <>
        <ThemeSwitch />
        <Paper data-testid="widget">x</Paper>
      </>,
      services,
    );
    const toggle = screen.getByRole('switch', { name: 'Light theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(selectThemeMode(services.store.getState())).toBe('light');
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('light');
    expect(getComputedStyle(screen.getByTestId('widget')).backgroundColor).toBe(
      rgb(tokensFor('light').color.background.surface),
    );
    await userEvent.keyboard(' ');
    expect(selectThemeMode(services.store.getState())).toBe('dark');
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('dark');
  });

  it('shows the mode the store already has (the remembered one)', () => {
    const services = makeTestServices();
    services.store.dispatch(themeModeChanged('light'));
    renderWithServices(<ThemeSwitch />, services);
    expect(screen.getByRole('switch', { name: 'Light theme' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('initialThemeMode', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['LIGHT', 'dark'],
    ['blue', 'dark'],
  ])('a stored %p starts the page %p', (stored, expected) => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, stored);
    expect(initialThemeMode()).toBe(expected);
  });

  it('starts dark when nothing was saved', () => {
    expect(initialThemeMode()).toBe('dark');
  });

  it('starts dark when storage is blocked', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(initialThemeMode()).toBe('dark');
    spy.mockRestore();
  });
});
