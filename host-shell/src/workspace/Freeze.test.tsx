import { act, render, screen } from '@testing-library/react';
import { useEffect, useSyncExternalStore } from 'react';
import { Freeze } from './Freeze';

/** A tiny live store, as the page's streams feed the Redux store. */
function liveStore() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    push(v: number) {
      value = v;
      listeners.forEach((l) => l());
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
    listeners,
  };
}

function Widget({
  store,
  renders,
  ticks,
}: {
  store: ReturnType<typeof liveStore>;
  renders: number[];
  ticks: number[];
}) {
  const value = useSyncExternalStore(store.subscribe, store.get);
  renders.push(value);
  // a stream subscription as the widgets keep one in an effect (useLiveTopic)
  useEffect(() => store.subscribe(() => ticks.push(store.get())), [store, ticks]);
  return <output>price {value}</output>;
}

test('a hidden panel keeps its subscriptions and state but does not render until shown', () => {
  const store = liveStore();
  const renders: number[] = [];
  const ticks: number[] = [];
  const { rerender } = render(
    <Freeze frozen={false}>
      <Widget store={store} renders={renders} ticks={ticks} />
    </Freeze>,
  );
  expect(screen.getByText('price 0')).toBeInTheDocument();

  rerender(
    <Freeze frozen>
      <Widget store={store} renders={renders} ticks={ticks} />
    </Freeze>,
  );
  const rendersWhenHidden = renders.length;
  act(() => {
    for (let i = 1; i <= 50; i++) store.push(i);
  });
  // the stream kept flowing to the widget's subscription: its data is live
  expect(ticks).toHaveLength(50);
  expect(store.listeners.size).toBe(2);
  // but the widget did not render once for the 50 updates
  expect(renders).toHaveLength(rendersWhenHidden);

  rerender(
    <Freeze frozen={false}>
      <Widget store={store} renders={renders} ticks={ticks} />
    </Freeze>,
  );
  // shown again: the latest price at once, no reload
  expect(screen.getByText('price 50')).toBeVisible();
});
