import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createEventBus, createI18n, makeStore, sessionEnded } from 'shared-core';
import type { StreamClient } from '../streams';
import type { HostServices } from './contract';
import { PlatformProviders } from './HostServicesContext';
import { SessionGate } from './SessionGate';

const user = { userId: 1, email: 'demo@sim.local' };

function services(get: jest.Mock, post: jest.Mock): HostServices {
  const { store, rootReducer, listener } = makeStore();
  // Only what the gate touches; the rest is never called here.
  const stream = { reconnect: jest.fn(), close: jest.fn() } as unknown as StreamClient;
  return {
    store,
    rootReducer,
    listener,
    bus: createEventBus(),
    http: { get, post } as unknown as HostServices['http'],
    streams: { public: stream, private: stream },
    i18n: createI18n('en'),
    config: { apiBaseUrl: 'http://x', wsBaseUrl: 'ws://x' },
  };
}

/** A widget with a half-typed order: its input must survive a session end. */
function Draft() {
  const [qty, setQty] = useState('');
  return <input aria-label="draft qty" value={qty} onChange={(e) => setQty(e.target.value)} />;
}

describe('SessionGate', () => {
  it('anonymous visitors get the form in place of the page', async () => {
    const s = services(jest.fn().mockRejectedValue(new Error('10007')), jest.fn());
    render(
      <PlatformProviders services={s}>
        <SessionGate>
          <Draft />
        </SessionGate>
      </PlatformProviders>,
    );
    expect(await screen.findByRole('form', { name: 'Sign in to trade' })).toBeInTheDocument();
    expect(screen.queryByLabelText('draft qty')).not.toBeInTheDocument();
  });

  it('a session that ends opens the form as a dialog over the still-mounted widgets; inputs survive the login', async () => {
    const post = jest.fn().mockResolvedValue({ token: 't', user });
    const s = services(jest.fn().mockResolvedValue(user), post);
    render(
      <PlatformProviders services={s}>
        <SessionGate demoCredentials={{ email: 'demo@sim.local', password: 'demo' }}>
          <Draft />
        </SessionGate>
      </PlatformProviders>,
    );
    await userEvent.type(await screen.findByLabelText('draft qty'), '12');
    await act(async () => void s.store.dispatch(sessionEnded(10007)));
    expect(await screen.findByTestId('session-expired-dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('draft qty', { selector: 'input' })).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByTestId('session-expired-dialog')).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith('/user/public/login', { email: 'demo@sim.local', password: 'demo' });
    expect(screen.getByLabelText('draft qty')).toHaveValue('12');
    expect(s.streams.private.reconnect).toHaveBeenCalled();
  });
});
