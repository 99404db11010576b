import {
  activeRouteId,
  decideAutoRoute,
  measureRoute,
  measureRoutes,
  median,
  readRouteChoice,
  saveAutoRoute,
  saveRouteChoice,
  startAutoRouteProbe,
  type ApiRoutes,
  type KeyValueStorage,
  type RouteId,
  type RouteLatencies,
} from '.';

const memoryStorage = (init: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map(Object.entries(init));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

describe('median', () => {
  it.each<[number[], number | null]>([
    [[], null],
    [[5], 5],
    [[9, 1, 5], 5],
    [[4, 1, 3, 2], 2.5],
    [[100, 1, 2, 3, 4], 3],
    [[NaN, 2, Infinity], 2],
  ])('%j → %s', (samples, expected) => {
    expect(median(samples)).toBe(expected);
  });
});

describe('decideAutoRoute (20 % and 20 ms)', () => {
  it.each<[RouteId, RouteLatencies, RouteId]>([
    ['default', { default: 100, route1: 100, route2: 100 }, 'default'],
    ['default', { default: 100, route1: 81, route2: 90 }, 'default'], // 19 ms: under both margins
    ['default', { default: 100, route1: 80, route2: 90 }, 'route1'], // exactly 20 % and 20 ms
    ['default', { default: 100, route1: 70, route2: 60 }, 'route2'], // the best, not the first better
    ['default', { default: 5, route1: 1, route2: 3 }, 'default'], // 80 % faster but only 4 ms
    ['default', { default: 410, route1: 395, route2: 400 }, 'default'], // 15 ms, 4 %
    ['default', { default: 1000, route1: 850, route2: 900 }, 'default'], // 150 ms but 15 %
    ['route1', { default: 50, route1: 60, route2: 55 }, 'route1'], // hysteresis keeps the current one
    ['route1', { default: 30, route1: 60, route2: 55 }, 'default'],
    ['route1', { default: 80, route1: null, route2: 90 }, 'default'], // current unreachable: best reachable
    ['route2', { default: 80, route1: 80 }, 'default'], // absent = unreachable; tie → listing order
    ['route2', { default: null, route1: null, route2: null }, 'route2'], // nothing reachable: stay
    ['default', {}, 'default'],
    ['default', { default: 100, route1: NaN, route2: 10 }, 'route2'],
  ])('on %s with %j → %s', (current, latencies, expected) => {
    expect(decideAutoRoute(current, latencies)).toBe(expected);
  });

  it('takes another margin', () => {
    expect(decideAutoRoute('default', { default: 10, route1: 8 }, { ratio: 0.1, minMs: 1 })).toBe('route1');
  });
});

describe('saved choice', () => {
  it.each<[Record<string, string>, ReturnType<typeof readRouteChoice>, RouteId]>([
    [{}, { choice: 'default', autoRoute: 'default' }, 'default'],
    [{ 'trading.apiRoute': 'route2' }, { choice: 'route2', autoRoute: 'default' }, 'route2'],
    [
      { 'trading.apiRoute': 'auto', 'trading.apiRoute.auto': 'route1' },
      { choice: 'auto', autoRoute: 'route1' },
      'route1',
    ],
    [{ 'trading.apiRoute': 'auto' }, { choice: 'auto', autoRoute: 'default' }, 'default'],
    [
      { 'trading.apiRoute': 'fast', 'trading.apiRoute.auto': 'route9' },
      { choice: 'default', autoRoute: 'default' },
      'default',
    ],
  ])('%j → %j, uses %s', (init, expected, route) => {
    const saved = readRouteChoice(memoryStorage(init));
    expect(saved).toEqual(expected);
    expect(activeRouteId(saved)).toBe(route);
  });

  it('saves and survives a storage that throws', () => {
    const storage = memoryStorage();
    saveRouteChoice(storage, 'auto');
    saveAutoRoute(storage, 'route2');
    expect(readRouteChoice(storage)).toEqual({ choice: 'auto', autoRoute: 'route2' });
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveRouteChoice(broken, 'route1')).not.toThrow();
    expect(readRouteChoice(broken)).toEqual({ choice: 'default', autoRoute: 'default' });
    expect(readRouteChoice(undefined)).toEqual({ choice: 'default', autoRoute: 'default' });
  });
});

/** A fetch whose round trip for each origin takes the next of the given times on a fake clock. */
function fakeNetwork(times: Record<string, (number | 'fail')[]>) {
  let now = 0;
  const calls: string[] = [];
  const fetchFn = jest.fn(async (url: string) => {
    calls.push(url);
    const origin = new URL(url).origin;
    const t = times[origin]!.shift() ?? 'fail';
    if (t === 'fail') throw new TypeError('network');
    now += t;
    return { ok: true } as Response;
  }) as unknown as typeof fetch;
  return { fetchFn, clock: () => now, calls };
}

describe('measureRoute', () => {
  it('takes the median of the samples of GET /health', async () => {
    const net = fakeNetwork({ 'http://a:1': [30, 10, 500, 20, 25] });
    expect(await measureRoute('http://a:1', { fetchFn: net.fetchFn, clock: net.clock })).toBe(25);
    expect(net.calls).toHaveLength(5);
    expect(net.calls[0]).toMatch(/^http:\/\/a:1\/health\?_t=/);
  });

  it.each<[(number | 'fail')[], number | null]>([
    [[10, 'fail', 20, 'fail', 30], 20],
    [[10, 'fail', 'fail', 'fail', 30], null],
    [['fail', 'fail', 'fail', 'fail', 'fail'], null],
  ])('%j → %s', async (times, expected) => {
    const net = fakeNetwork({ 'http://a:1': times });
    expect(await measureRoute('http://a:1', { fetchFn: net.fetchFn, clock: net.clock })).toBe(expected);
  });

  it('measures an origin shared by several routes once', async () => {
    const routes: ApiRoutes = {
      default: { api: 'http://a:1', ws: 'ws://a:1' },
      route1: { api: 'http://a:1', ws: 'ws://a:1' },
      route2: { api: 'http://b:1', ws: 'ws://b:1' },
    };
    const net = fakeNetwork({ 'http://a:1': [10, 10, 10], 'http://b:1': [50, 50, 50] });
    expect(await measureRoutes(routes, { fetchFn: net.fetchFn, clock: net.clock, samples: 3 })).toEqual({
      default: 10,
      route1: 10,
      route2: 50,
    });
    expect(net.calls).toHaveLength(6);
  });
});

describe('startAutoRouteProbe', () => {
  it('measures after the first delay, saves the pick, and stops', async () => {
    jest.useFakeTimers();
    try {
      const routes: ApiRoutes = {
        default: { api: 'http://a:1', ws: 'ws://a:1' },
        route1: { api: 'http://b:1', ws: 'ws://b:1' },
        route2: { api: 'http://c:1', ws: 'ws://c:1' },
      };
      const net = fakeNetwork({
        'http://a:1': [200, 200, 200, 200, 200, 200],
        'http://b:1': [50, 50, 50, 50, 50, 50],
        'http://c:1': [100, 100, 100, 100, 100, 100],
      });
      const storage = memoryStorage();
      const onMeasured = jest.fn();
      const stop = startAutoRouteProbe({
        routes,
        current: 'default',
        storage,
        fetchFn: net.fetchFn,
        clock: net.clock,
        samples: 3,
        firstDelayMs: 1000,
        intervalMs: 10_000,
        onMeasured,
      });
      expect(net.calls).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1000);
      expect(onMeasured).toHaveBeenCalledWith('route1', { default: 200, route1: 50, route2: 100 });
      expect(storage.data.get('trading.apiRoute.auto')).toBe('route1');
      stop();
      await jest.advanceTimersByTimeAsync(20_000);
      expect(onMeasured).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
