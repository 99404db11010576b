import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_VERSION, type RemoteDefinition } from 'shared-http';
import { App } from './App';
import type { Deployment } from './deployment';
import type { RemoteLoader } from './federation';
import { makeTestServices } from './testUtils';

const deployment: Deployment = {
  api: 'http://127.0.0.1:4000',
  ws: 'ws://127.0.0.1:4000',
  demoCredentials: { email: 'demo@sim.local', password: 'demo' },
  remotes: {
    remote_option_entry: 'http://127.0.0.1:3001/mf-manifest.json',
    remote_positions: 'http://127.0.0.1:3002/mf-manifest.json',
    remote_order_panel: 'http://127.0.0.1:3003/mf-manifest.json',
  },
};

function widget(name: string, text: string): RemoteDefinition {
  return {
    name,
    contractVersion: CONTRACT_VERSION,
    version: '1.0.0',
    setup: jest.fn(),
    Component: () => <p>{text}</p>,
  };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('App', () => {
  it('shows the sign-in form with the demo credentials to an anonymous visitor', async () => {
    const services = makeTestServices();
    (services.http.get as jest.Mock).mockRejectedValue(new Error('401'));
    const loader: RemoteLoader = { load: jest.fn() };
    render(<App services={services} deployment={deployment} loader={loader} />);
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('demo@sim.local');
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('lays out the three slots for a trader; one dead remote leaves the others working', async () => {
    const services = makeTestServices();
    (services.http.get as jest.Mock).mockResolvedValue({ userId: 1, email: 'demo@sim.local', nickname: 'Demo Trader' });
    const loader: RemoteLoader = {
      load: jest.fn(async (name: string) => {
        if (name === 'remote_option_entry') throw new Error('#RUNTIME-003 Failed to get manifest');
        return widget(name, `${name} widget`);
      }),
    };
    render(<App services={services} deployment={deployment} loader={loader} />);

    expect(await screen.findByText('remote_positions widget')).toBeInTheDocument();
    // a 1024-pixel window starts compact: the orders are the positions' neighbouring tab
    expect(screen.queryByText('remote_order_panel widget')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('remote_order_panel widget')).toBeVisible();
    expect(screen.getByText('remote_positions widget')).not.toBeVisible();
    expect(within(screen.getByTestId('slot-remote_option_entry')).getByTestId('slot-fallback')).toHaveTextContent(
      'Option order entry is unavailable right now.',
    );
    expect(screen.getByTestId('current-user')).toHaveTextContent('Demo Trader');

    act(() => services.bus.publish({ type: 'toast', severity: 'info', text: 'Hello' }));
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('signs out back to the sign-in form', async () => {
    const services = makeTestServices();
    (services.http.get as jest.Mock).mockResolvedValue({ userId: 1, email: 'demo@sim.local' });
    (services.http.post as jest.Mock).mockResolvedValue({});
    render(<App services={services} deployment={deployment} loader={{ load: async (n) => widget(n, n) }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText(/^Email/)).toBeInTheDocument();
    expect(services.http.post).toHaveBeenCalledWith('/user/public/logout', {});
  });
});
