import {
  adlRank,
  adlScore,
  applyFill,
  closingFee,
  crossLiquidationPrice,
  EMPTY_POSITION,
  LIQ_PRICE_CAP,
  liquidationPrice,
  valueToCost,
} from './positions';
import { positionView } from './positionView';
import { validateOptionOrder, type ValidationContext } from './validation';
import { ErrorCode } from '../errors';
import { Market } from '../market/market';
import { Dec } from '../util/decimal';
import type { PositionRecord } from '../store/types';

const NOW = Date.UTC(2024, 11, 18, 12);
const ZERO_DEC = new Dec(0);
/** a contract's market with mark, last and index all at 62000 */
const AT_62000 = { mark: new Dec('62000'), last: new Dec('62000'), index: new Dec('62000') };

describe('applyFill', () => {
  const f = (side: 'Buy' | 'Sell', qty: string, price: string, fee = '0', inverse = false) => ({
    side,
    qty,
    price,
    fee,
    inverse,
  });
  test.each([
    ['open long', EMPTY_POSITION, f('Buy', '2', '100', '1'), { size: '2', entryPrice: '100', positionRPL: '-1' }, '0'],
    [
      'add long averages',
      { ...EMPTY_POSITION, size: '2', entryPrice: '100' },
      f('Buy', '2', '110'),
      { size: '4', entryPrice: '105' },
      '0',
    ],
    [
      'reduce long realises',
      { ...EMPTY_POSITION, size: '4', entryPrice: '105' },
      f('Sell', '1', '115'),
      { size: '3', entryPrice: '105', positionRPL: '10' },
      '10',
    ],
    [
      'close short at a loss',
      { ...EMPTY_POSITION, size: '-2', entryPrice: '50' },
      f('Buy', '2', '60'),
      { size: '0', entryPrice: '0' },
      '-20',
    ],
    [
      'flip long to short',
      { ...EMPTY_POSITION, size: '1', entryPrice: '100' },
      f('Sell', '3', '90'),
      { size: '-2', entryPrice: '90' },
      '-10',
    ],
    [
      'inverse long close',
      { ...EMPTY_POSITION, size: '1000', entryPrice: '50000' },
      f('Sell', '1000', '62500', '0', true),
      { size: '0' },
      '0.004',
    ],
    // a USDC contract after a session settlement at 120: the PnL up to 120 is in the wallet already
    [
      'add to a settled long averages both prices',
      { ...EMPTY_POSITION, size: '2', entryPrice: '100', sessionAvgPrice: '120' },
      f('Buy', '2', '110'),
      { size: '4', entryPrice: '105', sessionAvgPrice: '115' },
      '0',
    ],
    [
      'reduce a settled long realises from the session price',
      { ...EMPTY_POSITION, size: '4', entryPrice: '105', sessionAvgPrice: '120' },
      f('Sell', '1', '115'),
      { size: '3', entryPrice: '105', sessionAvgPrice: '120', positionRPL: '-5' },
      '-5',
    ],
    [
      'flip a settled long',
      { ...EMPTY_POSITION, size: '1', entryPrice: '100', sessionAvgPrice: '95' },
      f('Sell', '3', '90'),
      { size: '-2', entryPrice: '90', sessionAvgPrice: '90' },
      '-5',
    ],
    [
      'close a settled long',
      { ...EMPTY_POSITION, size: '1', entryPrice: '100', sessionAvgPrice: '95' },
      f('Sell', '1', '96'),
      { size: '0', entryPrice: '0', sessionAvgPrice: '0' },
      '1',
    ],
  ])('%s', (_n, pos, fill, expected, realised) => {
    const r = applyFill(pos, fill);
    expect(r.next).toMatchObject(expected);
    expect(r.realised.toFixed()).toBe(new Dec(realised).toFixed());
  });
});

/** A cross position record of user 1 (the other fields at their opening values). */
const rec = (symbol: string, size: string, entryPrice: string, leverage = '10'): PositionRecord => ({
  userId: 1,
  symbol,
  size,
  entryPrice,
  leverage,
  isIsolated: false,
  positionRPL: '0',
  cumRealisedPnl: '0',
  openFee: '0',
  createdAt: 0,
  updatedAt: 0,
});

describe('closingFee (occClosingFee): |size| × bust by leverage × 0.00055', () => {
  test.each([
    // inverse, size, entry, leverage, fee
    [false, '0.5', '60000', '10', '14.85'], // bust 54000
    [false, '-0.5', '60000', '10', '18.15'], // bust 66000
    [false, '2', '3000', '1', '0'], // bust 0: nothing to pay
    [true, '1000', '50000', '10', '0.0000121'], // bust 50000 / 1.1: 1000 / bust = 0.022 BTC, × 0.00055
  ])('inverse=%s size=%s entry=%s leverage=%s → %s', (inverse, size, entry, leverage, fee) => {
    expect(closingFee(inverse, new Dec(size), entry, leverage).toFixed()).toBe(fee);
  });
});

describe('valueToCost (bv2c / sv2c): IM rate + fee to open + fee to close at the bankruptcy price', () => {
  test.each([
    // side, leverage, cost per unit of value
    ['Buy', '10', '0.101045'], // 0.1 + 0.00055 × (1 + 0.9)
    ['Sell', '10', '0.101155'], // 0.1 + 0.00055 × (1 + 1.1)
    ['Buy', '1', '1.00055'], // bankrupt at 0: no fee to close
    ['Sell', '1', '1.00165'],
    ['Buy', '100', '0.0110945'],
    ['Sell', '100', '0.0111055'],
  ] as const)('%s at %sx → %s', (side, leverage, cost) => {
    expect(valueToCost(side, leverage).toFixed()).toBe(cost);
  });

  test('the view carries them, and freeQty is the size less the resting closes', () => {
    const inst = new Market(42, () => NOW).instrument('BTCUSDT')!;
    const p = positionView(rec('BTCUSDT', '0.5', '60000'), inst, {
      ...AT_62000,
      closing: new Dec('0.2'),
    });
    expect(p).toMatchObject({ bv2c: '0.10104500', sv2c: '0.10115500', freeQty: '0.3' });
    const overClosed = positionView(rec('BTCUSDT', '0.5', '60000'), inst, {
      ...AT_62000,
      closing: new Dec('0.7'),
    });
    expect(overClosed.freeQty).toBe('0');
  });
});

describe('crossLiquidationPrice: the mark where the cross pool equity meets maintenance', () => {
  const pool = (equity: string, mm = '0') => ({ equity: new Dec(equity), mm: new Dec(mm) });
  test.each([
    // inverse, size, entry, pool equity, pool mm, rate, deduction, expected (4 dp); checks in comments
    // 29000 / 0.4975: equity 1000 + 0.5 (P − 60000) = 145.7286 = MM 0.5 × P × 0.005
    [false, '0.5', '60000', '1000', '0', '0.005', '0', '58291.4573'],
    // −31000 / −0.5025: equity 1000 − 0.5 (P − 60000) = 154.2289 = MM
    [false, '-0.5', '60000', '1000', '0', '0.005', '0', '61691.5423'],
    // other positions' MM 500 and the tier deduction 100: (500 − 100 − 20000 + 120000) / 1.98
    [false, '2', '60000', '20000', '500', '0.01', '100', '50707.0707'],
    // bankruptcy (rate 0): equity 1000 + 0.5 (P − 60000) = 0
    [false, '0.5', '60000', '1000', '0', '0', '0', '58000'],
    // equity covers the whole position: a long no price liquidates
    [false, '0.5', '60000', '40000', '0', '0.005', '0', '0'],
    // a short under water at any price: the floor (one tick)
    [false, '-0.5', '60000', '-31000', '0', '0.005', '0', '0.1'],
    // inverse long 1000 USD at 50000, pool 0.01 BTC: 1005 / 0.03; MM 1000 × 0.005 / P = equity
    [true, '1000', '50000', '0.01', '0', '0.005', '0', '33500'],
    // inverse short: −995 / −0.01
    [true, '-1000', '50000', '0.01', '0', '0.005', '0', '99500'],
    // inverse long under water at any price: the cap (liquidated at once)
    [true, '1000', '50000', '-0.03', '0', '0.005', '0', LIQ_PRICE_CAP],
    // inverse short the pool covers at any price: the cap (never)
    [true, '-1000', '50000', '0.03', '0', '0.005', '0', LIQ_PRICE_CAP],
  ])('inverse=%s size=%s entry=%s equity=%s mm=%s rate=%s deduction=%s → %s', (inv, size, entry, eq, mm, r, d, liq) => {
    expect(crossLiquidationPrice(inv, new Dec(size), entry, pool(eq, mm), r, d, '0.1').toFixed(4)).toBe(
      new Dec(liq).toFixed(4),
    );
  });

  test('a cross position in the view: liq and bust from the pool, not from its leverage', () => {
    const inst = new Market(42, () => NOW).instrument('BTCUSDT')!;
    const p = positionView(rec('BTCUSDT', '0.5', '60000'), inst, {
      ...AT_62000,
      cross: { equity: new Dec('1000'), mm: ZERO_DEC },
    });
    // tier 1 rate 0.005: 58291.457… on the tick; bust 58000
    expect(p).toMatchObject({ liqPrice: '58291.5', bustPrice: '58000' });
    const isolated = positionView({ ...rec('BTCUSDT', '0.5', '60000'), isIsolated: true }, inst, {
      ...AT_62000,
      cross: { equity: new Dec('1000'), mm: ZERO_DEC },
    });
    expect(isolated).toMatchObject({ liqPrice: '54300', bustPrice: '54000' });
  });
});

describe('positionView', () => {
  const m = new Market(42, () => NOW);
  test('linear long: value, UPL, IM, MM, liq', () => {
    const inst = m.instrument('BTCUSDT')!;
    const p = positionView(rec('BTCUSDT', '0.5', '60000'), inst, {
      mark: new Dec('62000'),
      last: new Dec('61000'),
      index: new Dec('62000'),
    });
    expect(p).toMatchObject({
      side: 'Buy',
      size: '0.5',
      positionValue: '31000',
      positionUPL: '1000',
      positionUPLByLastPrice: '500',
      // IM 31000 / 10 + the fee to close at the bust price 54000: 0.5 × 54000 × 0.00055 = 14.85
      positionIM: '3114.85',
      initialMargin: '3100',
      occClosingFee: '14.85',
      positionMM: '155',
      leverage: '1000',
      liqPrice: '54300',
      bustPrice: '54000',
      ROI: '32.26', // 1000 / 3100: the fee to close is not margin at work
    });
    expect(liquidationPrice(false, -1, '60000', '10', '0.005').toFixed()).toBe('65700');
  });
  test('short option: greeks × size, IM from risk rules, no liq price', () => {
    const inst = [...m.instruments.values()].find((i) => i.kind === 'option')!;
    const p = positionView(rec(inst.symbol, '-2', '100'), inst, {
      mark: new Dec('80'),
      last: new Dec('80'),
      index: new Dec('65000'),
      markIv: 0.5,
      greeks: { delta: 0.25, gamma: 0.0001, vega: 10, theta: -5, rho: 1 },
    });
    expect(p).toMatchObject({
      side: 'Sell',
      size: '2',
      positionUPL: '40',
      delta: '-0.50000000',
      theta: '10.00000000',
      iv: '0.5000',
      liqPrice: '',
    });
    expect(Number(p.positionIM)).toBeGreaterThan(0);
  });
});

describe('validateOptionOrder', () => {
  const m = new Market(42, () => NOW);
  const symbol = [...m.instruments.values()].find((i) => i.kind === 'option' && i.baseCoin === 'BTC')!.symbol;
  const ctx: ValidationContext = {
    instrument: (s) => m.instrument(s),
    now: () => NOW,
    priceFromIv: () => new Dec('100'),
  };
  const base = {
    symbol,
    outRequestId: `${symbol}-abc`,
    orderQty: '0.1',
    orderPrice: '100',
    side: 1,
    orderType: 2,
    placeType: 1,
    placeMode: 1,
    timeInForce: 1,
    pmTrial: true,
  };
  test('valid limit order', () => {
    const v = validateOptionOrder(base, ctx);
    expect(v.ok).toBe(true);
  });
  test.each([
    ['not an object', null, ErrorCode.INVALID_ORDER_REQUEST],
    ['unknown symbol', { ...base, symbol: 'BTC-01JAN20-1-C' }, ErrorCode.UNKNOWN_SYMBOL],
    ['perp symbol', { ...base, symbol: 'BTCUSDT' }, ErrorCode.UNKNOWN_SYMBOL],
    ['missing outRequestId', { ...base, outRequestId: undefined }, ErrorCode.INVALID_OUT_REQUEST_ID],
    ['side 3', { ...base, side: 3 }, ErrorCode.INVALID_SIDE],
    ['side as string', { ...base, side: '1' }, ErrorCode.INVALID_SIDE],
    ['orderType 0', { ...base, orderType: 0 }, ErrorCode.INVALID_ORDER_TYPE],
    ['tif 5', { ...base, timeInForce: 5 }, ErrorCode.INVALID_TIME_IN_FORCE],
    ['market post-only', { ...base, orderType: 1, timeInForce: 2 }, ErrorCode.INVALID_TIME_IN_FORCE],
    ['placeType 3', { ...base, placeType: 3 }, ErrorCode.INVALID_PLACE_TYPE],
    ['qty number', { ...base, orderQty: 0.1 }, ErrorCode.INVALID_QTY],
    ['qty negative', { ...base, orderQty: '-1' }, ErrorCode.INVALID_QTY],
    ['qty zero', { ...base, orderQty: '0' }, ErrorCode.INVALID_QTY],
    ['qty exponent', { ...base, orderQty: '1e308' }, ErrorCode.INVALID_QTY],
    ['qty huge', { ...base, orderQty: '99999999999999999999' }, ErrorCode.QTY_ABOVE_MAX],
    ['qty below min', { ...base, orderQty: '0.001' }, ErrorCode.QTY_BELOW_MIN],
    ['qty off step', { ...base, orderQty: '0.015' }, ErrorCode.QTY_STEP],
    ['price missing', { ...base, orderPrice: undefined }, ErrorCode.INVALID_PRICE],
    ['price zero', { ...base, orderPrice: '0' }, ErrorCode.INVALID_PRICE],
    ['price off tick', { ...base, orderPrice: '101' }, ErrorCode.PRICE_TICK],
    ['price above max', { ...base, orderPrice: '10000005' }, ErrorCode.PRICE_ABOVE_MAX],
    ['iv order without iv', { ...base, placeType: 2 }, ErrorCode.INVALID_IV],
  ])('%s → %s', (_n, raw, code) => {
    const v = validateOptionOrder(raw, ctx);
    expect(v).toMatchObject({ ok: false, code });
  });
  test('expired instrument', () => {
    const later = { ...ctx, now: () => NOW + 400 * 86_400_000 };
    expect(validateOptionOrder(base, later)).toMatchObject({ ok: false, code: ErrorCode.INSTRUMENT_EXPIRED });
  });
  test('market order ignores price, GTC becomes IOC', () => {
    const v = validateOptionOrder({ ...base, orderType: 1, orderPrice: '' }, ctx);
    expect(v).toMatchObject({ ok: true, order: { price: null, timeInForce: 'ImmediateOrCancel' } });
  });
});

describe('auto-deleveraging rank', () => {
  const btc = (size: string, entryPrice: string, leverage: string) => rec('BTCUSDT', size, entryPrice, leverage);
  const mark = new Dec('66000');
  test.each<[string, PositionRecord, PositionRecord]>([
    ['more profit, same leverage', btc('1', '60000', '10'), btc('1', '63000', '10')],
    ['same profit, more leverage', btc('1', '60000', '20'), btc('1', '60000', '5')],
    ['a small profit before any loss', btc('1', '65900', '2'), btc('1', '70000', '50')],
    ['a short in profit when the price fell', btc('-1', '70000', '10'), btc('-1', '67000', '10')],
  ])('%s ranks first in the queue', (_name, first, second) => {
    expect(adlScore(first, false, mark).isGreaterThan(adlScore(second, false, mark))).toBe(true);
  });

  test.each<[string, string[], string, number]>([
    ['alone on its side: the middle', ['1'], '1', 3],
    ['lowest of five', ['1', '2', '3', '4', '5'], '1', 1],
    ['second of five', ['1', '2', '3', '4', '5'], '2', 2],
    ['middle of five', ['1', '2', '3', '4', '5'], '3', 3],
    ['highest of five', ['1', '2', '3', '4', '5'], '5', 5],
    ['highest of two', ['-1', '1'], '1', 4],
    ['all equal', ['2', '2', '2'], '2', 3],
  ])('%s → %i', (_name, all, own, expected) => {
    expect(
      adlRank(
        new Dec(own),
        all.map((x) => new Dec(x)),
      ),
    ).toBe(expected);
  });
});
