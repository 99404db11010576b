import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { KeyValueStorage } from 'shared-http';
import { ApiRoutePicker } from './ApiRoutePicker';
import { renderWithServices } from './testUtils';

const memoryStorage = (init: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map(Object.entries(init));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

describe('ApiRoutePicker', () => {
  it('offers default, route 1, route 2 and auto; a pick is saved and the page reloads', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    renderWithServices(<ApiRoutePicker storage={storage} reload={reload} />);
    const select = screen.getByTestId('api-route');
    expect(select).toHaveValue('default');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Default',
      'Route 1',
      'Route 2',
      'Auto',
    ]);
    fireEvent.change(select, { target: { value: 'route2' } });
    expect(storage.data.get('trading.apiRoute')).toBe('route2');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows which route auto uses', () => {
    const storage = memoryStorage({ 'trading.apiRoute': 'auto', 'trading.apiRoute.auto': 'route1' });
    renderWithServices(<ApiRoutePicker storage={storage} active="route1" reload={jest.fn()} />);
    expect(screen.getByTestId('api-route')).toHaveValue('auto');
    expect(screen.getByRole('option', { name: 'Auto (Route 1)' })).toBeInTheDocument();
  });

  it('choosing auto measures the routes, saves the best and reloads', async () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const fetchMock = jest.fn(async () => ({ ok: true }) as Response);
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const route = { api: 'http://127.0.0.1:4000', ws: 'ws://127.0.0.1:4000' };
      renderWithServices(
        <ApiRoutePicker storage={storage} reload={reload} routes={{ default: route, route1: route, route2: route }} />,
      );
      fireEvent.change(screen.getByTestId('api-route'), { target: { value: 'auto' } });
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(fetchMock).toHaveBeenCalledTimes(5); // one origin, five samples
      expect(storage.data.get('trading.apiRoute')).toBe('auto');
      expect(storage.data.get('trading.apiRoute.auto')).toBe('default');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      global.fetch = original;
    }
  });
});
