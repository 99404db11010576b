import { EMPTY_VALUE } from 'shared-core';
import type { WireLtRecord } from './api';
import { leveragedTokenOf, ltRecordRow, parseLtSymbols, recordTypeOf, showsLtTab } from './rules';

const LIST = [
  { symbol: 'BTC3LUSDT', symbolType: 'LT', ltCoin: 'BTC3L', quoteCoin: 'USDT' },
  { symbol: 'BTCUSDT', symbolType: 'Linear', ltCoin: 'x' },
  null,
  { symbol: '', symbolType: 'LT', ltCoin: 'Z' },
];

describe('the leveraged-token tab (order-panel §2.1, §3, §6)', () => {
  const tokens = parseLtSymbols(LIST);
  it('reads only LT entries', () => expect(tokens.map((t) => t.symbol)).toEqual(['BTC3LUSDT']));
  it.each<[string | null, boolean, boolean]>([
    ['BTC3LUSDT', false, true],
    ['BTC3LUSDT', true, false],
    ['BTCUSDT', false, false],
    [null, false, false],
  ])('symbol %s, demo %s → tab %s', (symbol, demo, shown) =>
    expect(showsLtTab(leveragedTokenOf(symbol, tokens), { demo })).toBe(shown),
  );
  it('sub-tabs ask for their record type', () => {
    expect(recordTypeOf('subscription')).toBe('subscribe');
    expect(recordTypeOf('redemption')).toBe('redeem');
  });
});

const record = (o: Partial<WireLtRecord> = {}): WireLtRecord => ({
  id: 'lt-s-1',
  type: 'subscribe',
  ltCoin: 'BTC3L',
  amount: '500',
  filled: '201.38',
  nav: '2.4815',
  fee: '0.25',
  status: 'Success',
  createdAt: 1,
  ...o,
});

describe('record rows', () => {
  it('a subscription pays USDT and receives tokens', () =>
    expect(ltRecordRow(record(), 'USDT', 'de')).toMatchObject({
      amount: '500,0000 USDT',
      filled: '201,3800 BTC3L',
      nav: '2,4815 USDT',
      fee: '0,2500 USDT',
    }));
  it('a redemption gives tokens and receives USDT', () =>
    expect(ltRecordRow(record({ type: 'redeem', amount: '40', filled: '99.21' }), 'USDT', 'en')).toMatchObject({
      amount: '40.0000 BTC3L',
      filled: '99.2100 USDT',
    }));
  it('nothing received until it succeeds', () => {
    expect(ltRecordRow(record({ status: 'Processing' }), 'USDT', 'en').filled).toBe(EMPTY_VALUE);
    expect(ltRecordRow(record({ status: 'Failed', filled: '0' }), 'USDT', 'en').filled).toBe(EMPTY_VALUE);
  });
  it('junk figures show as dashes', () =>
    expect(ltRecordRow(record({ nav: 'x' }), 'USDT', 'en').nav).toBe(EMPTY_VALUE));
});
