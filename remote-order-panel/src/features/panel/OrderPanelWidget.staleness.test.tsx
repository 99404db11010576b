import { act, fireEvent, screen } from '@testing-library/react';
import { streamStatusChanged } from 'shared-core';
import { createStreamClient } from 'shared-http';
import { FakeServerSocket } from 'shared-http/testing';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { wireOrder } from '../openOrders/fixtures';
import { OrderPanelWidget } from './OrderPanelWidget';

const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('OrderPanelWidget live badge', () => {
  it('stays Live while no order changes, says Stale when the socket stalls (no pongs), Live once it answers', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wireOrder()] });
    const socket = new FakeServerSocket();
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
