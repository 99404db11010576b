import { act, fireEvent, screen } from '@testing-library/react';
import { streamStatusChanged } from 'shared-core';
import { createStreamClient } from 'shared-http';
import { FakeServerSocket } from 'shared-http/testing';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { wireOptionLong } from './fixtures';
import { PositionsWidget } from './PositionsWidget';

/** The simulator's private socket, ticking: a user.position delta every 250 ms while not stalled. */
class ServerSocket extends FakeServerSocket {
  seq = 0;
  /** `ms` of 250 ms ticks, each with a user.position delta (marks and PnL) */
  tick(ms: number) {
    for (let t = 0; t < ms; t += 250) {
      act(() => {
        this.push({ topic: 'user.position', type: 'delta', seq: ++this.seq, data: [] });
        jest.advanceTimersByTime(250);
      });
    }
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PositionsWidget live badge', () => {
  it('says Stale, naming the positions feed, when marks stop while the socket stays open; Live when they resume', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wireOptionLong] });
    const socket = new ServerSocket();
    services.streams.private = createStreamClient({
      url: 'ws://sim.test/private',
      stream: 'private',
      bus: services.bus,
      socketFactory: () => socket,
    });
    // as on the page: the stream's own status reaches the store too
    services.bus.on('stream.status').subscribe((e) => services.store.dispatch(streamStatusChanged(e)));
    renderWithProviders(<PositionsWidget />, { services });
    await act(async () => undefined); // the REST snapshot
    const badge = () => screen.getByTestId('stream-status');

    act(() => {
      socket.open();
      socket.push({ topic: 'user.position', type: 'snapshot', seq: 0, data: [] });
    });
    socket.tick(2000);
    expect(badge()).toHaveAttribute('data-status', 'live');
    expect(badge()).toHaveTextContent('Live');

    socket.stalled = true; // the stall fault: the socket stays open, nothing arrives
    socket.tick(4000);
    expect(badge()).toHaveAttribute('data-status', 'stale');
    expect(badge()).toHaveTextContent('No updates — prices may be out of date');
    fireEvent.mouseEnter(badge()); // the tooltip tells how old the marks are when the trader points at it
    expect(badge()).toHaveAttribute('title', 'Positions: no update for 4 s');
    socket.tick(8000);
    fireEvent.mouseEnter(badge());
    expect(badge()).toHaveAttribute('title', 'Positions: no update for 12 s');

    socket.stalled = false;
    socket.tick(500);
    expect(badge()).toHaveAttribute('data-status', 'live');
    expect(badge()).not.toHaveAttribute('title');
    act(() => services.streams.private.close());
  });
});
