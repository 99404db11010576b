import { act, screen, within } from '@testing-library/react';
import { CONTRACT_VERSION, useHostServices, type RemoteDefinition } from 'shared-http';
import type { RemoteLoader } from './federation';
import { lendRemotes } from './lentSlot';
import { makeTestServices, renderWithServices } from './testUtils';

/** A remote that borrows the page's slot to show another (as the order panel shows positions). */
function Borrower({ name }: { name: string }) {
  const { remotes } = useHostServices();
  if (!remotes) return <p>no slot lent</p>;
  return <remotes.Slot name={name} title="Positions" />;
}

function loaderOf(modules: Record<string, RemoteDefinition>) {
  const load = jest.fn<Promise<unknown>, Parameters<RemoteLoader['load']>>((name) =>
    modules[name] ? Promise.resolve(modules[name]) : Promise.reject(new Error(`no ${name}`)),
  );
  return { load } satisfies RemoteLoader;
}

const remote = (name: string, Component: RemoteDefinition['Component']): RemoteDefinition => ({
  name,
  contractVersion: CONTRACT_VERSION,
  version: '1.0.0',
  setup: jest.fn(),
  Component,
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('lendRemotes (contract 2)', () => {
  it('a remote shows another through the lent slot, set up with the page services', async () => {
    const positions = remote('remote_positions', () => <p>positions widget</p>);
    const loader = loaderOf({ remote_positions: positions });
    const services = { ...makeTestServices(), remotes: lendRemotes(loader) };
    renderWithServices(<Borrower name="remote_positions" />, services);
    await act(async () => undefined);
    const slot = screen.getByTestId('lent-slot-remote_positions');
    expect(within(slot).getByText('positions widget')).toBeInTheDocument();
    expect(positions.setup).toHaveBeenCalledWith(services);
    expect(loader.load).toHaveBeenCalledWith('remote_positions', { fresh: false });
  });

  it('a lent slot inside a lent slot is refused with a message, not loaded', async () => {
    const nester = remote('remote_order_panel', () => <Borrower name="remote_order_panel" />);
    const loader = loaderOf({ remote_order_panel: nester });
    renderWithServices(<Borrower name="remote_order_panel" />, { ...makeTestServices(), remotes: lendRemotes(loader) });
    await act(async () => undefined);
    expect(screen.getByTestId('lent-slot-refused-remote_order_panel')).toHaveTextContent(
      'Positions cannot be shown inside a widget that is itself shown inside another.',
    );
    expect(loader.load).toHaveBeenCalledTimes(1);
  });
});
