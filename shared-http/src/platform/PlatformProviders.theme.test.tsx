import { Paper } from '@mui/material';
import { act, render, screen } from '@testing-library/react';
import { createEventBus, createI18n, makeStore, themeModeChanged, tokensFor } from 'shared-core';
import type { StreamClient } from '../streams';
import type { HostServices } from './contract';
import { PlatformProviders } from './HostServicesContext';

function services(): HostServices {
  const { store, rootReducer, listener } = makeStore();
  const stream = { reconnect: jest.fn(), close: jest.fn() } as unknown as StreamClient;
  return {
    store,
    rootReducer,
    listener,
    bus: createEventBus(),
    http: {} as HostServices['http'],
    streams: { public: stream, private: stream },
    i18n: createI18n('en'),
    config: { apiBaseUrl: 'http://x', wsBaseUrl: 'ws://x' },
  };
}

/** A remote's widget: it only knows the theme PlatformProviders gives it. */
function Widget() {
  return <Paper data-testid="widget">figures</Paper>;
}

/** jsdom reports colours as rgb(); the tokens are #rrggbb. */
function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('PlatformProviders follow the store’s theme mode', () => {
  it('a remote starts dark and turns light when the host switches, without remounting', () => {
    const s = services();
    render(
      <PlatformProviders services={s}>
        <Widget />
      </PlatformProviders>,
    );
    const widget = screen.getByTestId('widget');
    expect(getComputedStyle(widget).backgroundColor).toBe(rgb(tokensFor('dark').color.background.surface));
    act(() => {
      s.store.dispatch(themeModeChanged('light'));
    });
    expect(screen.getByTestId('widget')).toBe(widget);
    expect(getComputedStyle(widget).backgroundColor).toBe(rgb(tokensFor('light').color.background.surface));
    act(() => {
      s.store.dispatch(themeModeChanged('dark'));
    });
    expect(getComputedStyle(widget).backgroundColor).toBe(rgb(tokensFor('dark').color.background.surface));
  });
});
