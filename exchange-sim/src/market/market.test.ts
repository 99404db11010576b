import { Market, QUOTE_REFRESH_TICKS, nextListingBoundary } from './market';
import { OrderBook } from './book';
import { expiriesFor, nextFriday, lastFridayOfNextMonth, strikesFor } from './instruments';
import { mulberry32 } from './prng';
import { smileVol } from './smile';
import { Dec } from '../util/decimal';

const NOW = Date.UTC(2024, 11, 18, 12); // Wednesday 18 Dec 2024

describe('prng and walk', () => {
  test('mulberry32 is reproducible and in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 100; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
  test('same seed → same index path; different seed → different path', () => {
    const m1 = new Market(7, () => NOW);
    const m2 = new Market(7, () => NOW);
    const m3 = new Market(8, () => NOW);
    for (let i = 0; i < 50; i++) [m1, m2, m3].forEach((m) => m.step());
    expect(m1.index.BTC.toFixed()).toBe(m2.index.BTC.toFixed());
    expect(m1.index.SOL.toFixed()).toBe(m2.index.SOL.toFixed());
    expect(m1.index.BTC.toFixed()).not.toBe(m3.index.BTC.toFixed());
  });
});

describe('calendar and strikes', () => {
  test.each([
    ['Wednesday', Date.UTC(2024, 11, 18, 12), Date.UTC(2024, 11, 20, 8)],
    ['Thursday after 08:00 → skip tomorrow', Date.UTC(2024, 11, 19, 9), Date.UTC(2024, 11, 27, 8)],
    ['Friday 07:00 → next week', Date.UTC(2024, 11, 20, 7), Date.UTC(2024, 11, 27, 8)],
  ])('nextFriday %s', (_n, now, expected) => {
    expect(nextFriday(now)).toBe(expected);
  });
  test('last Friday of next month, expiries ascending and unique', () => {
    expect(lastFridayOfNextMonth(NOW)).toBe(Date.UTC(2025, 0, 31, 8));
    const e = expiriesFor(NOW);
    expect(e).toEqual([
      Date.UTC(2024, 11, 20, 8),
      Date.UTC(2024, 11, 27, 8),
      Date.UTC(2025, 0, 3, 8),
      Date.UTC(2025, 0, 31, 8),
    ]);
    for (const t of e) expect(new Date(t).getUTCHours()).toBe(8);
  });
  test('9 strikes centred on the index', () => {
    expect(strikesFor('BTC', '65400', Date.UTC(2024, 11, 20, 8), NOW)).toEqual([
      '61000',
      '62000',
      '63000',
      '64000',
      '65000',
      '66000',
      '67000',
      '68000',
      '69000',
    ]);
    expect(strikesFor('ETH', '3200', Date.UTC(2025, 0, 31, 8), NOW)).toHaveLength(9);
  });
});

describe('listings', () => {
  const H = 3_600_000;
  const DAY0 = Date.UTC(2024, 11, 19);
  test.each([
    ['before 08:00', DAY0 + 3 * H, DAY0 + 8 * H],
    ['at 00:00', DAY0, DAY0 + 8 * H],
    ['at 08:00', DAY0 + 8 * H, DAY0 + 24 * H],
    ['after 08:00', DAY0 + 9 * H, DAY0 + 24 * H],
  ])('next listing boundary %s', (_n, t, expected) => {
    expect(nextListingBoundary(t)).toBe(expected);
  });

  test('construction ends on a live clock that moves while the listings are replayed', () => {
    let t = Date.UTC(2024, 11, 18, 12);
    const m = new Market(42, () => (t += 5)); // every read of the clock is 5 ms later
    expect(m.instruments.size).toBeGreaterThan(100);
  });

  test('relist lists nothing within a window, and the third weekly once Thursday 08:00 passes', () => {
    let now = Date.UTC(2024, 11, 18, 12); // Wednesday
    const m = new Market(42, () => now);
    now += H;
    expect(m.relist(now)).toEqual([]);
    now = Date.UTC(2024, 11, 19, 8, 0, 1); // Thursday 08:00:01: the 20 Dec weekly is now < 1 day away
    const added = m.relist(now);
    expect(new Set(added.map((i) => i.symbol.split('-')[1]))).toEqual(new Set(['10JAN25']));
    expect(m.relist(now + 60_000)).toEqual([]);
    // a restart at that time names the same symbols
    const again = new Market(42, () => now, Date.UTC(2024, 11, 18, 12));
    expect([...again.instruments.keys()].sort()).toEqual([...m.instruments.keys()].sort());
  });
});

describe('house trades: the last price follows the market', () => {
  test('every tick each live instrument trades at its best bid or ask, so last stays within the spread of the moving mark', () => {
    const m = new Market(42, () => NOW);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      m.step();
      for (const symbol of ['BTCUSDT', 'BTCPERP', 'BTCUSD', 'ETHUSDT']) {
        const book = m.books.get(symbol)!;
        const last = m.lastPrice(symbol);
        expect([book.best('Buy')!.toFixed(), book.best('Sell')!.toFixed()]).toContain(last.toFixed());
        if (symbol === 'BTCUSDT') seen.add(last.toFixed());
      }
    }
    expect(seen.size).toBeGreaterThan(20); // not stuck: it moves with the walk
    const opt = [...m.instruments.values()].find((i) => i.kind === 'option')!;
    const book = m.books.get(opt.symbol)!;
    expect([book.best('Buy')?.toFixed(), book.best('Sell')!.toFixed()]).toContain(m.lastPrice(opt.symbol).toFixed());
  });
});

describe('marks and tickers', () => {
  const m = new Market(42, () => NOW);
  test('every option has a mark on the tick, a finite IV and greeks', () => {
    for (const inst of m.instruments.values()) {
      if (inst.kind !== 'option') continue;
      const t = m.optionTicker(inst);
      expect(new Dec(t.markPrice).modulo(inst.config.tickSize).isZero()).toBe(true);
      expect(Number(t.markIv)).toBeGreaterThan(0);
      expect(Number.isFinite(Number(t.delta))).toBe(true);
      if (t.ask1Price !== '0') expect(new Dec(t.ask1Price).isGreaterThan(t.markPrice)).toBe(true);
    }
  });
  test('a synthetic level that stays at its price keeps its size until the house re-quotes it', () => {
    // two markets on one seed, the second stepped once more: every level whose price did not move
    // keeps its size within a quote epoch; over many epochs the sizes do change
    const sizesOf = (mk: Market) => {
      const out = new Map<string, string>();
      for (const [symbol, book] of mk.books)
        for (const e of [...book.bids, ...book.asks])
          if (e.orderId === undefined)
            out.set(`${symbol}|${e.price.toFixed()}|${book.bids.includes(e) ? 'b' : 'a'}`, e.qty.toFixed());
      return out;
    };
    const a = new Market(42, () => NOW);
    const before = sizesOf(a);
    a.step();
    const after = sizesOf(a);
    let same = 0;
    let kept = 0;
    for (const [k, q] of after)
      if (before.has(k)) {
        same++;
        if (before.get(k) === q) kept++;
      }
    expect(same).toBeGreaterThan(100);
    // staggered epochs: only the books whose epoch rolled over on this tick (1 in QUOTE_REFRESH_TICKS) re-quote
    expect(kept / same).toBeGreaterThan(0.8); // before quote epochs: ~0 (every size redrawn every tick)
    for (let i = 0; i < 3 * QUOTE_REFRESH_TICKS; i++) a.step();
    const later = sizesOf(a);
    let changed = 0;
    for (const [k, q] of later) if (after.has(k) && after.get(k) !== q) changed++;
    expect(changed).toBeGreaterThan(0);
  });
  test('smile: wings above the money, clamped', () => {
    const atm = smileVol(0.5, 100, 100, 0.1);
    expect(smileVol(0.5, 100, 70, 0.1)).toBeGreaterThan(atm);
    expect(smileVol(0.5, 100, 130, 0.1)).toBeGreaterThan(atm);
    expect(smileVol(0.5, 100, 1e9, 0.1)).toBeLessThanOrEqual(1.5);
  });
});

describe('OrderBook price-time priority', () => {
  const d = (v: string) => new Dec(v);
  test('matches best price first, then earlier orders; skips own orders', () => {
    const b = new OrderBook('X');
    b.addOrder('Sell', 'u1', 1, d('10'), d('1'), 1);
    b.setSynthetic(
      [],
      [
        { price: d('10'), qty: d('2') },
        { price: d('11'), qty: d('5') },
      ],
    );
    b.addOrder('Sell', 'u2', 2, d('9'), d('1'));
    b.addOrder('Sell', 'own', 3, d('8'), d('1'));
    const fills = b.match('Buy', d('10'), d('3'), 3, false);
    expect(fills.map((f) => [f.price.toFixed(), f.qty.toFixed(), f.makerOrderId ?? 'house'])).toEqual([
      ['9', '1', 'u2'],
      ['10', '1', 'u1'],
      ['10', '1', 'house'],
    ]);
    expect(b.depth().asks).toEqual([
      { price: '8', totalQty: '1' },
      { price: '10', totalQty: '1' },
      { price: '11', totalQty: '5' },
    ]);
  });
  test('dry run changes nothing; wouldCross; top', () => {
    const b = new OrderBook('X');
    b.setSynthetic([{ price: d('5'), qty: d('1') }], [{ price: d('6'), qty: d('2') }]);
    b.match('Buy', null, d('10'), 1, true);
    expect(b.top('Sell')).toEqual({ price: '6', size: '2' });
    expect(b.wouldCross('Buy', d('6'))).toBe(true);
    expect(b.wouldCross('Buy', d('5.5'))).toBe(false);
    expect(b.wouldCross('Sell', d('5'))).toBe(true);
  });
});

const MIN = 60_000;
const btcOptions = (m: Market) => m.optionsOf('BTC').sort((a, b) => a.symbol.localeCompare(b.symbol));

describe('open interest and 24 h volume of the options', () => {
  test('every option ticker carries both as lot-step multiples, more near the money', () => {
    const m = new Market(42, () => NOW);
    const options = btcOptions(m);
    expect(options.length).toBeGreaterThan(20);
    for (const inst of options) {
      const t = m.optionTicker(inst);
      for (const v of [t.openInterest, t.volume24h]) {
        expect(v).toMatch(/^\d+(\.\d+)?$/);
        expect(new Dec(v!).modulo(inst.rules.qtyStep).isZero()).toBe(true);
      }
    }
    // summed over the expiries, the at-the-money strike trades more than the farthest wing
    const sum = (strike: string) =>
      options
        .filter((i) => i.strike === strike && i.optionType === 'C')
        .reduce((s, i) => s.plus(m.optionTicker(i).volume24h!), new Dec(0));
    expect(sum('65000').isGreaterThan(sum('61000'))).toBe(true);
  });

  test('depend on seed, symbol and time alone: the read order does not matter', () => {
    const a = new Market(42, () => NOW);
    const b = new Market(42, () => NOW);
    const c = new Market(43, () => NOW);
    const forward = btcOptions(a).map((i) => a.optionTicker(i));
    const backward = btcOptions(b)
      .reverse()
      .map((i) => b.optionTicker(i))
      .reverse();
    const pick = (t: { openInterest?: string; volume24h?: string }) => [t.openInterest, t.volume24h];
    expect(forward.map(pick)).toEqual(backward.map(pick));
    expect(btcOptions(c).map((i) => pick(c.optionTicker(i)))).not.toEqual(forward.map(pick));
  });

  test('volume moves when a 5-minute bucket rolls over, not between', () => {
    let now = NOW;
    const m = new Market(42, () => now);
    const inst = btcOptions(m).find((i) => i.strike === '65000')!;
    const at = () => m.optionTicker(inst).volume24h;
    const first = at();
    now += MIN; // same bucket (NOW is on a bucket boundary)
    expect(at()).toBe(first);
    const seen = new Set([first]);
    for (let i = 0; i < 12; i++) {
      now += 5 * MIN;
      seen.add(at());
    }
    expect(seen.size).toBeGreaterThan(5);
    // the rolling window agrees with a fresh market at that time
    expect(at()).toBe(new Market(42, () => now, NOW).optionTicker(inst).volume24h);
  });

  test('a recorded fill adds to the volume and changes the open interest, never below zero', () => {
    const m = new Market(42, () => NOW);
    const inst = btcOptions(m)[0]!;
    const before = m.optionTicker(inst);
    m.recordOptionFill(inst.symbol, '1.5', '1.5');
    const after = m.optionTicker(inst);
    expect(new Dec(after.volume24h!).minus(before.volume24h!).toFixed()).toBe('1.5');
    expect(new Dec(after.openInterest!).minus(before.openInterest!).toFixed()).toBe('1.5');
    m.recordOptionFill(inst.symbol, '1', '-100000000');
    expect(m.optionTicker(inst).openInterest).toBe('0');
    m.recordOptionFill('BTCUSDT', '1', '1'); // not an option: ignored
  });
});
