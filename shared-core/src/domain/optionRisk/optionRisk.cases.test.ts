/**
 * The option risk formulas against the spec (option-entry-and-platform.md), one table per formula;
 * each row names the section it follows. The option entry and exchange-sim both call these.
 */
import BigNumber from 'bignumber.js';
import {
  closeOpenSplit,
  optionFeePerContract,
  optionPriceDeviation,
  OPTION_RISK_DEFAULTS,
  otmAmount,
  parseOptionRiskConfig,
  requiredOptionMargin,
  RESTING_ORDER_STATUSES,
  shortInitialMargin,
  shortMaintenanceMargin,
  type CloseOpenPolicy,
  type OptionKind,
} from './index';
import type { OrderSide } from '../wire/order';

const d = (v: string) => new BigNumber(v);
const F = parseOptionRiskConfig(OPTION_RISK_DEFAULTS)!;

describe('risk config (§3 Risk config, §9 default taker rate)', () => {
  it('parses the defaults; a factor that is not a number >= 0 makes the config unusable', () => {
    expect(F.taker.toFixed()).toBe('0.00055');
    expect(F.liquidationFeeRate?.toFixed()).toBe('0.0035');
    expect(parseOptionRiskConfig({ ...OPTION_RISK_DEFAULTS, MAX_IM_FACTOR: '-1' })).toBeNull();
    expect(parseOptionRiskConfig({ ...OPTION_RISK_DEFAULTS, TAKER: 'x' })).toBeNull();
    expect(parseOptionRiskConfig({ ...OPTION_RISK_DEFAULTS, LIQUIDATION_FEE_RATE: '' })?.liquidationFeeRate).toBeNull();
  });
});

describe('option fee per contract (§9: lesser of taker × index and cap × price)', () => {
  it.each([
    ['§9 taker part smaller', '65000', '600', '35.75'], // 0.00055 × 65000 = 35.75 < 75
    ['§9 price cap smaller', '65000', '100', '12.5'], // 0.125 × 100 = 12.5 < 35.75
    ['§9 equal parts', '100000', '440', '55'],
  ])('%s: index %s price %s → %s', (_s, index, price, fee) => {
    expect(optionFeePerContract(F, d(index), d(price)).toFixed()).toBe(fee);
  });
});

describe('OTM amount and short IM / MM per contract (§3 Risk config, §9 open sell)', () => {
  it.each<[string, string, string, OptionKind, string, string, string]>([
    // [section, index, strike, kind, mark, OTM, IM]
    ['§9 OTM call: max(9750 − 5000, 6500) + 500', '65000', '70000', 'C', '500', '5000', '7000'],
    ['§9 OTM put by the same amount', '65000', '60000', 'P', '500', '5000', '7000'],
    ['§9 ITM call: no OTM, max(9750, 6500) + 500', '65000', '60000', 'C', '500', '0', '10250'],
    ['§9 near the money: MAX_IM part wins', '65000', '66000', 'C', '1200', '1000', '9950'],
    ['§9 mark 0 (deep OTM)', '65000', '200000', 'C', '0', '135000', '6500'],
  ])('%s', (_s, index, strike, kind, mark, otm, im) => {
    expect(otmAmount(d(index), d(strike), kind).toFixed()).toBe(otm);
    expect(shortInitialMargin(F, d(index), d(strike), kind, d(mark)).toFixed()).toBe(im);
  });
  it('§3 MM_FACTOR: MM = 0.075 × 65000 + 500', () => {
    expect(shortMaintenanceMargin(F, d('65000'), d('500')).toFixed()).toBe('5375');
  });
});

interface Resting {
  side: OrderSide;
  price: string;
  leavesQty: string;
  qty: string;
  orderStatus: string;
}
/** The policy both sides follow: orders resting on the book, by their leaves quantity. */
const resting: CloseOpenPolicy<Resting> = {
  counts: (o) => RESTING_ORDER_STATUSES.has(o.orderStatus),
  side: (o) => o.side,
  price: (o) => (o.price === '' ? null : d(o.price)),
  leavesQty: (o) => (o.leavesQty === '' ? null : d(o.leavesQty)),
  unpricedCovers: 'all',
};
const r = (side: OrderSide, price: string, leavesQty: string, orderStatus = 'New', qty = leavesQty): Resting => ({
  side,
  price,
  leavesQty,
  qty,
  orderStatus,
});

describe('close/open split (§4 Margin order kind)', () => {
  it.each<[string, OrderSide, string, string, string | null, Resting[], string, string, string]>([
    // [case, side, qty, price, position, resting, close, open, remaining]
    ['§4 buy against a short closes first, the rest opens', 'Buy', '3', '600', '-2', [], '2', '1', '2'],
    ['§4 buy against a long is an open buy', 'Buy', '1', '600', '1', [], '0', '1', '0'],
    ['§4 no position: open', 'Sell', '1', '600', null, [], '0', '1', '0'],
    [
      '§4 resting buys at an equal or better price cover; worse ones do not',
      'Buy',
      '3',
      '600',
      '-2',
      [r('Buy', '650', '0.5'), r('Buy', '600', '0.25'), r('Buy', '550', '1'), r('Sell', '700', '3')],
      '1.25',
      '1.75',
      '1.25',
    ],
    ['§4 covered entirely: open buy', 'Buy', '1', '600', '-2', [r('Buy', '601', '2')], '0', '1', '0'],
    [
      '§4 sells mirrored: resting sells at or below cover',
      'Sell',
      '2',
      '600',
      '1',
      [r('Sell', '590', '0.4'), r('Sell', '610', '0.6')],
      '0.6',
      '1.4',
      '0.6',
    ],
    // drift (a): an Untriggered order does not rest on the book
    [
      '§4 "resting": an Untriggered (conditional) buy covers nothing',
      'Buy',
      '1',
      '600',
      '-2',
      [r('Buy', '700', '2', 'Untriggered')],
      '1',
      '0',
      '2',
    ],
    // drift (b): a partly filled order covers with what rests, its leaves quantity
    [
      '§4 "resting": a partly filled buy covers its leaves quantity, not its order quantity',
      'Buy',
      '2',
      '600',
      '-2',
      [r('Buy', '600', '0.5', 'PartiallyFilled', '1.5')],
      '1.5',
      '0.5',
      '1.5',
    ],
    [
      '§4 "resting": an order without a leaves quantity covers nothing',
      'Buy',
      '2',
      '600',
      '-2',
      [r('Buy', '600', '', 'New', '1')],
      '2',
      '0',
      '2',
    ],
  ])('%s', (_s, side, qty, price, pos, orders, close, open, remaining) => {
    const s = closeOpenSplit(side, d(qty), d(price), pos === null ? null : d(pos), orders, resting);
    expect([s.closeQty.toFixed(), s.openQty.toFixed(), s.remaining.toFixed()]).toEqual([close, open, remaining]);
  });

  it('§4 with no price known the policy says what covers', () => {
    const orders = [r('Buy', '600', '1')];
    const all = closeOpenSplit('Buy', d('2'), null, d('-2'), orders, resting);
    const none = closeOpenSplit('Buy', d('2'), null, d('-2'), orders, { ...resting, unpricedCovers: 'none' });
    expect([all.closeQty.toFixed(), none.closeQty.toFixed()]).toEqual(['1', '2']);
  });
});

describe('required margin (§9 Required margin)', () => {
  // index 65000, mark 500, call strike 70000: fee per contract 35.75, short IM per contract 7000
  const base = {
    index: d('65000'),
    mark: d('500'),
    strike: d('70000'),
    kind: 'C' as const,
    positionIm: null,
    positionSize: null,
  };
  it.each<[string, OrderSide, string, string, string, string | null, string | null, string, string]>([
    // [case, side, price, open, close, positionIM, positionSize, initialMargin, required]
    ['§9 open buy: premium + fee', 'Buy', '600', '2', '0', null, null, '0', '1271.5'],
    ['§9 open sell: IM + fee − premium', 'Sell', '600', '2', '0', null, null, '14000', '12871.5'],
    ['§9 open sell never below 0', 'Sell', '8000', '1', '0', null, null, '7000', '0'],
    // drift (c): the position's IM share (12000 / 2 = 6000 per contract), not today's 7000
    [
      '§9 close buy: premium + fee beyond the position IM released',
      'Buy',
      '6500',
      '0',
      '1',
      '12000',
      '-2',
      '0',
      '535.75',
    ],
    ['§9 close buy never below 0', 'Buy', '600', '0', '2', '14000', '-2', '0', '0'],
    [
      '§9 close buy without a usable position IM: the short IM at the market',
      'Buy',
      '7200',
      '0',
      '1',
      '',
      '-2',
      '0',
      '235.75',
    ],
    ['§9 close sell needs nothing', 'Sell', '600', '0', '1', '0', '1', '0', '0'],
    ['§9 mixed: close part + open part', 'Buy', '6500', '1', '1', '12000', '-2', '0', '7071.5'],
  ])('%s', (_s, side, price, open, close, posIm, posSize, im, required) => {
    const m = requiredOptionMargin(F, {
      ...base,
      side,
      price: d(price),
      openQty: d(open),
      closeQty: d(close),
      positionIm: posIm === null || posIm === '' ? null : d(posIm),
      positionSize: posSize === null ? null : d(posSize),
    });
    expect([m.initialMargin.toFixed(), m.required.toFixed()]).toEqual([im, required]);
  });
});

describe('price deviation (§5 Price deviation; §4 Per-order outcome 3200305 / 3200306)', () => {
  const pct = d('0.1');
  it.each<[string, OrderSide, string, string, string, string]>([
    ['§5 buy at mark + 10 %: warning', 'Buy', '1100', '1000', '0.1', 'warning'],
    ['§5 buy just under the fraction: ok', 'Buy', '1095', '1000', '0.095', 'ok'],
    ['§4 3200306: three times the fraction exceeds', 'Buy', '1300', '1000', '0.3', 'exceeding'],
    ["§5 a buy below the mark is in the trader's favour", 'Buy', '10', '1000', '-0.99', 'ok'],
    ['§5 sell at mark − 10 %: warning', 'Sell', '900', '1000', '0.1', 'warning'],
    ['§5 sell above the mark: ok', 'Sell', '5000', '1000', '-4', 'ok'],
    ['§5 mark 0 never deviates', 'Buy', '1100', '0', '0', 'ok'],
  ])('%s', (_s, side, price, mark, deviation, level) => {
    const r = optionPriceDeviation(side, d(price), d(mark), pct);
    expect([r.deviation.toFixed(), r.level]).toEqual([deviation, level]);
  });
  it('§5 a percentage not > 0 disables the check', () => {
    expect(optionPriceDeviation('Buy', d('5000'), d('1000'), d('0')).level).toBe('ok');
    expect(optionPriceDeviation('Buy', d('5000'), d('1000'), null).level).toBe('ok');
  });
});
