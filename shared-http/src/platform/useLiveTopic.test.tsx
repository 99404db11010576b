import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestServices } from '../testing';
import { PlatformProviders } from './HostServicesContext';
import { useLiveTopic, type Abortable } from './useLiveTopic';

function setup(stream: 'public' | 'private' = 'private') {
  const { services, streams } = createTestServices(() => undefined);
  const unsubscribe = jest.fn();
  streams[stream].subscribe.mockReturnValue(unsubscribe);
  const loads: jest.Mocked<Abortable>[] = [];
  const reload = jest.fn(() => {
    const load = { abort: jest.fn() };
    loads.push(load);
    return load;
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProviders services={services}>{children}</PlatformProviders>
  );
  return { services, streams, unsubscribe, loads, reload, wrapper };
}

describe('useLiveTopic', () => {
  it('loads the snapshot and subscribes the topic on its stream on mount', () => {
    const { streams, reload, wrapper } = setup('private');
    renderHook(() => useLiveTopic({ stream: 'private', topic: 'user.order', reload }), { wrapper });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(streams.private.subscribe).toHaveBeenCalledWith(['user.order']);
    expect(streams.public.subscribe).not.toHaveBeenCalled();
  });

  it('reloads on a resync of its topic only', () => {
    const { services, reload, wrapper } = setup('public');
    renderHook(() => useLiveTopic({ stream: 'public', topic: 'tickers.BTC', reload }), { wrapper });
    act(() => services.bus.publish({ type: 'stream.resync', stream: 'public', topic: 'tickers.ETH' }));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => services.bus.publish({ type: 'stream.resync', stream: 'public', topic: 'tickers.BTC' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('aborts the first load, unsubscribes and stops following resyncs on unmount', () => {
    const { services, unsubscribe, loads, reload, wrapper } = setup();
    const { unmount } = renderHook(() => useLiveTopic({ stream: 'private', topic: 'user.position', reload }), {
      wrapper,
    });
    unmount();
    expect(loads[0]!.abort).toHaveBeenCalledTimes(1);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    services.bus.publish({ type: 'stream.resync', stream: 'private', topic: 'user.position' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('moves to a new topic: the old one is unsubscribed and the new one loaded', () => {
    const { streams, unsubscribe, reload, wrapper } = setup('public');
    const { rerender } = renderHook(({ topic }) => useLiveTopic({ stream: 'public', topic, reload }), {
      wrapper,
      initialProps: { topic: 'tickers.BTC' },
    });
    rerender({ topic: 'tickers.ETH' });
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(streams.public.subscribe).toHaveBeenLastCalledWith(['tickers.ETH']);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
