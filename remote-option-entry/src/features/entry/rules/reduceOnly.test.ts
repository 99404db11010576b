import { reduceOnlyCheck } from './reduceOnly';
import type { PositionForMargin } from './types';

const pos = (size: string): PositionForMargin => ({
  symbol: 'BTC-01MAR25-65000-C',
  positionSize: size,
  positionIM: '0',
});

describe('reduceOnlyCheck (module table)', () => {
  it.each<[string, PositionForMargin | null, 'buy' | 'sell', string, string, string | null]>([
    ['no position', null, 'sell', '0.1', '0', 'ReduceOnlyNothing'],
    ['flat position', pos('0'), 'sell', '0.1', '0', 'ReduceOnlyNothing'],
    ['buy against a long would add', pos('0.5'), 'buy', '0.1', '0', 'ReduceOnlyNothing'],
    ['sell against a short would add', pos('-0.5'), 'sell', '0.1', '0', 'ReduceOnlyNothing'],
    ['sell part of a long', pos('0.5'), 'sell', '0.2', '0.5', null],
    ['sell all of a long', pos('0.5'), 'sell', '0.5', '0.5', null],
    ['sell more than the long', pos('0.5'), 'sell', '0.51', '0.5', 'ReduceOnlyExceeds'],
    ['buy back part of a short', pos('-0.5'), 'buy', '0.3', '0.5', null],
    ['no quantity typed yet', pos('0.5'), 'sell', '', '0.5', null],
    ['garbage size is no position', pos('x'), 'sell', '0.1', '0', 'ReduceOnlyNothing'],
  ])('%s', (_name, position, side, qty, reducible, key) => {
    const r = reduceOnlyCheck(side, qty, position);
    expect(r.reducible).toBe(reducible);
    expect(r.issue?.key ?? null).toBe(key);
    if (r.issue) expect(r.issue).toMatchObject({ field: 'qty', severity: 'error' });
    if (key === 'ReduceOnlyExceeds') expect(r.issue?.params).toEqual({ max: reducible });
  });
});
