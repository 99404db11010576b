import fc from 'fast-check';
import { accountKindOf, type ContractSymbolConfig, type WireExecution } from 'shared-core';
import { wireOrder } from '../openOrders/fixtures';
import {
  DAY_MS,
  appendPage,
  effectiveSubTab,
  matchesInstrumentFilter,
  orderHistoryRow,
  orderHistorySubTabs,
  rangeWindow,
  subTabOfOrder,
  tradeHistoryRow,
  visibleRows,
} from './rules';

const ALL = ['ordinary', 'conditional', 'tpsl', 'trailingStop', 'oco', 'mmrClose', 'spread'];

describe('order-history sub-tabs per account kind (order-panel.md §2.2, §6)', () => {
  test.each([
    ['classic', {}, false, ['ordinary', 'conditional', 'tpsl', 'trailingStop', 'oco', 'mmrClose']],
    [
      'demo: no OCO, no spread',
      { isDemo: true, accountType: 'UTA2' },
      true,
      ['ordinary', 'conditional', 'tpsl', 'trailingStop', 'mmrClose'],
    ],
    [
      'portfolio margin: no MMR close',
      { accountType: 'PM' },
      false,
      ['ordinary', 'conditional', 'tpsl', 'trailingStop', 'oco'],
    ],
    ['UTA2 with spread access', { accountType: 'UTA2' }, true, ALL],
    ['UTA2 without spread access', { accountType: 'UTA2' }, false, ALL.filter((t) => t !== 'spread')],
    ['UTA1 with spread access: no spread', { accountType: 'UTA' }, true, ALL.filter((t) => t !== 'spread')],
    [
      'UTA2 portfolio margin, demo',
      { accountType: 'UTA2', marginMode: 'PORTFOLIO_MARGIN', isDemo: true },
      true,
      ['ordinary', 'conditional', 'tpsl', 'trailingStop'],
    ],
  ])('%s', (_name, profile, spread, expected) => {
    expect(orderHistorySubTabs(accountKindOf(profile), spread)).toEqual(expected);
  });

  test('a chosen sub-tab the account no longer sees falls back to ordinary', () => {
    const demo = orderHistorySubTabs(accountKindOf({ isDemo: true }));
    expect(effectiveSubTab('oco', demo)).toBe('ordinary');
    expect(effectiveSubTab('tpsl', demo)).toBe('tpsl');
  });
});

describe('the sub-tab of a finished order', () => {
  test.each([
    [{ stopOrderType: '', createType: 'CreateByUser' }, 'ordinary'],
    [{ stopOrderType: 'Stop', createType: 'CreateByUser' }, 'conditional'],
    [{ stopOrderType: 'TakeProfit', createType: 'CreateByTakeProfit' }, 'tpsl'],
    [{ stopOrderType: 'PartialStopLoss', createType: 'CreateByPartialStopLoss' }, 'tpsl'],
    [{ stopOrderType: '', createType: 'CreateByTrailingStop' }, 'trailingStop'],
    [{ stopOrderType: 'TrailingStop', createType: '' }, 'trailingStop'],
    [{ stopOrderType: '', createType: 'CreateByMmRateClose' }, 'mmrClose'],
    [{ stopOrderType: 'OcoOrder', createType: '' }, 'oco'],
  ])('%j → %s', (o, tab) => {
    expect(subTabOfOrder(o)).toBe(tab);
  });
});

describe('ranges', () => {
  test.each([
    [7, 7 * DAY_MS],
    [30, 30 * DAY_MS],
    [180, 180 * DAY_MS],
  ] as const)('%i days ends now and spans %i ms', (days, span) => {
    const now = Date.UTC(2026, 10, 28);
    expect(rangeWindow(days, now)).toEqual({ startTime: now - span, endTime: now });
  });

  test('property: a longer chip always holds a shorter one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 180 * DAY_MS, max: 4e12 }), (now) => {
        const [w7, w30, w180] = ([7, 30, 180] as const).map((d) => rangeWindow(d, now));
        return w180!.startTime <= w30!.startTime && w30!.startTime <= w7!.startTime && w7!.endTime === now;
      }),
    );
  });
});

describe('paging', () => {
  test('property: appending a page never doubles a row and keeps what was shown first', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(50)), fc.array(fc.nat(50)), (shownIds, pageIds) => {
        const shown = shownIds.map((id) => ({ id: String(id) }));
        const out = appendPage(
          shown,
          pageIds.map((id) => ({ id: String(id) })),
          (r) => r.id,
        );
        const ids = out.map((r) => r.id);
        return new Set(ids).size === ids.length && ids.slice(0, shown.length).join() === shownIds.join();
      }),
    );
  });
});

describe('instrument filter and all markets', () => {
  test.each([
    ['BTCUSDT', { ALL: true, SPOT: false, DERIVATIVES: true, OPTIONS: false, EXPIRY: false }],
    ['BTCUSDT-31JAN25', { ALL: true, SPOT: false, DERIVATIVES: true, OPTIONS: false, EXPIRY: true }],
    ['BTC-27DEC24-100000-C', { ALL: true, SPOT: false, DERIVATIVES: false, OPTIONS: true, EXPIRY: true }],
  ] as const)('%s', (symbol, expected) => {
    for (const [filter, shown] of Object.entries(expected))
      expect([filter, matchesInstrumentFilter(symbol, filter as keyof typeof expected)]).toEqual([filter, shown]);
  });

  test('all markets off: only the page symbol; on: every symbol', () => {
    const rows = [{ symbol: 'BTCUSDT' }, { symbol: 'ETHUSDT' }];
    expect(visibleRows(rows, { instrumentFilter: 'ALL', allMarkets: false, currentSymbol: 'ETHUSDT' })).toEqual([
      { symbol: 'ETHUSDT' },
    ]);
    expect(visibleRows(rows, { instrumentFilter: 'ALL', allMarkets: true, currentSymbol: 'ETHUSDT' })).toHaveLength(2);
  });
});

const btcConfig = {
  symbol: 'BTCUSDT',
  priceFraction: 1,
  tickSizeFraction: 1,
  lotFraction: 3,
  balanceFraction: 4,
} as ContractSymbolConfig;

describe('values at the symbol precision from its config, not the wire string', () => {
  test('order row: price at priceFraction, qty at lotFraction, German decimal comma', () => {
    const o = wireOrder({ symbol: 'BTCUSDT', price: '65000', avgPrice: '64999.5', qty: '1.5', cumExecQty: '1.5' });
    expect(orderHistoryRow(o, btcConfig, 'en')).toMatchObject({
      price: '65,000.0',
      avgPrice: '64,999.5',
      qty: '1.500',
    });
    expect(orderHistoryRow(o, btcConfig, 'de')).toMatchObject({ price: '65.000,0', qty: '1,500' });
  });

  test('a market order shows no order price; a missing trigger is a dash', () => {
    const row = orderHistoryRow(wireOrder({ orderType: 'Market', price: '0', triggerPrice: '' }), btcConfig, 'en');
    expect(row.price).toBe('--');
    expect(row.triggerPrice).toBe('--');
  });

  test('no config (an option): the value as sent', () => {
    expect(orderHistoryRow(wireOrder({ price: '1250.5' }), undefined, 'en').price).toBe('1,250.5');
  });

  test('trade row: fee and value at the balance precision', () => {
    const e: WireExecution = {
      execId: 'e1',
      orderId: 'o1',
      orderLinkId: '',
      execType: 'Trade',
      orderType: 'Market',
      leavesQty: '0',
      execQty: '0.01',
      execPrice: '65000.5',
      execValue: '650.005',
      execFee: '0.35750275',
      symbol: 'BTCUSDT',
      side: 'Sell',
      createType: 'CreateByUser',
      isMaker: false,
      execTime: 1,
    };
    expect(tradeHistoryRow(e, btcConfig, 'en')).toMatchObject({
      price: '65,000.5',
      qty: '0.010',
      value: '650.0050',
      fee: '0.3575',
    });
  });
});
