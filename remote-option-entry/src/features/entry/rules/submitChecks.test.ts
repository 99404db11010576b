import { legIssues, placementCheck } from './submitChecks';
import { BTC_CFG, leg, market, NOW } from './testFixtures';

const keys = (issues: { key: string; severity: string }[]) => issues.map((i) => `${i.key}:${i.severity}`);

describe('legIssues (spec §5 before submit)', () => {
  // market(): mark 1200, index 65000, delta 0.3 → max-buy 9000, min-sell 5
  it.each([
    ['a valid usd buy', leg(), []],
    ['usd without price', leg({ orderPrice: '' }), ['PleaseEnterEhePrice:error']],
    ['usd price 0', leg({ orderPrice: '0' }), ['PleaseEnterEhePrice:error']],
    ['no quantity', leg({ orderQty: '' }), ['PleaseEnterTheQuantity:error']],
    ['quantity 0', leg({ orderQty: '0' }), ['PleaseEnterTheQuantity:error']],
    ['quantity off the increment', leg({ orderQty: '1.005' }), ['QtyTickSize:error']],
    ['quantity above the maximum', leg({ orderQty: '10001' }), ['MaxOrderSize:error']],
    ['quantity below filled', leg({ orderQty: '1', orderFilledQty: '2' }), ['QtyLimitSize:error']],
    ['buy above max-buy (market moved)', leg({ orderPrice: '9005' }), ['MaxBuy:error']],
    ['price off the tick', leg({ orderPrice: '1201' }), ['PriceTickSize:error']],
    ['iv without IV', leg({ placeType: 'iv', iv: '' }), ['PleaseEnterTheIV:error']],
    ['iv 0', leg({ placeType: 'iv', iv: '0' }), ['PleaseEnterTheIV:error']],
    ['iv above 10000 %', leg({ placeType: 'iv', iv: '10001' }), ['PleaseEnterTheIV:error']],
    ['a valid iv order', leg({ placeType: 'iv', iv: '50' }), []],
    // IV 300 %: ATM T = 0.25 price ≈ S·(2N(0.75) − 1) = 65000 × 0.5467 = 35536 > max-buy 9000
    ['iv whose price is above max-buy', leg({ placeType: 'iv', iv: '300' }), ['MaxBuy:error']],
    ['a valid market order', leg({ placeType: 'market', orderPrice: '' }), []],
  ])('%s', (_n, l, expected) => {
    // legIssues uses the clock for iv legs: the fixtures expire a quarter after NOW, so pin it
    jest.useFakeTimers({ now: NOW });
    try {
      expect(keys(legIssues(l, BTC_CFG, market()))).toEqual(expected);
    } finally {
      jest.useRealTimers();
    }
  });

  it('market and iv orders need market data', () => {
    expect(legIssues(leg({ placeType: 'market' }), BTC_CFG, null)).toEqual([
      { field: 'price', key: 'PleaseEnterEhePrice', params: { reason: 'noMarket' }, severity: 'error' },
    ]);
    expect(keys(legIssues(leg({ placeType: 'iv', iv: '50' }), BTC_CFG, null))).toEqual(['PleaseEnterEhePrice:error']);
    // a usd order can go without (the exchange checks the band)
    expect(legIssues(leg(), BTC_CFG, null)).toEqual([]);
  });
});

describe('placementCheck (spec §4)', () => {
  const ok = { leg: leg(), mkt: market() };
  // mark 1200 × 1.1 = 1320: a buy at 1320 deviates by exactly 0.1
  const deviating = { leg: leg({ id: 'L2', orderPrice: '1320' }), mkt: market() };
  const broken = { leg: leg({ id: 'L3', orderQty: '' }), mkt: market() };

  it.each([
    ['ERROR when validation fails (even with confirm on)', [ok, broken], true, 'ERROR'],
    ['ERROR with no legs', [], false, 'ERROR'],
    ['DOUBLE_CONFIRM when confirm on order is enabled', [ok, deviating], true, 'DOUBLE_CONFIRM'],
    ['OFFSET_CONFIRM when a price deviates', [ok, deviating], false, 'OFFSET_CONFIRM'],
    ['SUCCESS otherwise', [ok], false, 'SUCCESS'],
  ] as const)('%s', (_n, legs, confirmOnOrder, result) => {
    expect(placementCheck(legs, BTC_CFG, { confirmOnOrder }, NOW).result).toBe(result);
  });

  it('lists the deviations for the confirm dialog and the issues by leg', () => {
    const r = placementCheck([ok, deviating, broken], BTC_CFG, { confirmOnOrder: true }, NOW);
    expect(r.deviations).toEqual([
      { legId: 'L2', symbol: 'BTC-01MAR25-65000-C', key: 'BuyOffsetErr', deviation: '0.1000' },
    ]);
    expect(keys(r.issuesByLeg.L3 ?? [])).toEqual(['PleaseEnterTheQuantity:error']);
    expect(r.issuesByLeg.L1).toEqual([]);
  });

  it('market orders never deviate; a market leg without market data is an error', () => {
    const m = { leg: leg({ placeType: 'market' }), mkt: market() };
    expect(placementCheck([m], BTC_CFG, { confirmOnOrder: false }, NOW)).toMatchObject({
      result: 'SUCCESS',
      deviations: [],
    });
    expect(placementCheck([{ ...m, mkt: null }], BTC_CFG, { confirmOnOrder: false }, NOW).result).toBe('ERROR');
  });
});
