import { act, fireEvent, screen } from '@testing-library/react';
import { streamStatusChanged } from 'shared-core';
import { createStreamClient, type SocketLike } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { wireOrder } from '../openOrders/fixtures';
import { OrderPanelWidget } from './OrderPanelWidget';

/** The simulator's private socket as the badge sees it: it answers each ping with a pong, unless stalled. */
class ServerSocket implements SocketLike {
  readyState = 0;
  stalled = false;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  send(data: string) {
    if ((JSON.parse(data) as { op?: string }).op === 'ping') setTimeout(() => this.push({ op: 'pong' }), 5);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(message: object) {
    if (!this.stalled) this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('OrderPanelWidget live badge', () => {
  it('stays Live while no order changes, says Stale when the socket stalls (no pongs), Live once it answers', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wireOrder()] });
    const socket = new ServerSocket();
    services.streams.private = createStreamClient({
      url: 'ws://sim.test/private',
      stream: 'private',
      bus: services.bus,
      socketFactory: () => socket,
    });
    services.bus.on('stream.status').subscribe((e) => services.store.dispatch(streamStatusChanged(e)));
    renderWithProviders(<OrderPanelWidget />, { services });
    await act(async () => undefined); // the REST snapshot
    const badge = () => screen.getByTestId('stream-status');
    act(() => {
      socket.open();
      socket.push({ topic: 'user.order', type: 'snapshot', seq: 4, data: [] });
    });
    await wait(60_000); // a quiet minute: no order changed, every ping answered
    expect(badge()).toHaveAttribute('data-status', 'live');

    socket.stalled = true; // the stall fault: open, but no pushes, acks or pongs
    await wait(11_000);
    expect(badge()).toHaveAttribute('data-status', 'stale');
    expect(badge()).toHaveTextContent('No updates — prices may be out of date');
    fireEvent.mouseEnter(badge());
    expect(badge()).toHaveAttribute('title', 'Orders: no update for 15 s'); // the last pong came at 56 s

    socket.stalled = false;
    await wait(1500); // the silent socket is probed every second
    expect(badge()).toHaveAttribute('data-status', 'live');
    act(() => services.streams.private.close());
  });
});
