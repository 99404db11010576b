import fc from 'fast-check';
import type { OrderStatus } from 'shared-core';
import { wireOrder } from './fixtures';
import {
  OPEN_ORDER_SUB_TABS,
  cancelAllRequest,
  countBySubTab,
  effectiveSubTab,
  isSubTabShown,
  ordersOfSubTab,
  showsCancelAll,
  subTabOf,
  type OpenOrderSubTab,
  type SubTabContext,
} from './subTabs';

const PERP = 'BTCUSDT';
const OPTION = 'BTC-27DEC24-100000-C';

describe('subTabOf: the bucket of an open order (order-panel §2.2, positions §4)', () => {
  it.each<[string, OrderStatus, string, string, OpenOrderSubTab | null]>([
    ['a resting limit', 'New', '', PERP, 'ordinary'],
    ['a partly filled limit', 'PartiallyFilled', '', PERP, 'ordinary'],
    ['a conditional (Stop) order', 'Untriggered', 'Stop', PERP, 'conditional'],
    ['an untriggered order of an unknown stop kind', 'Untriggered', 'Whatever', PERP, 'conditional'],
    ['a full take-profit', 'Untriggered', 'TakeProfit', PERP, 'tpsl'],
    ['a full stop-loss', 'Untriggered', 'StopLoss', PERP, 'tpsl'],
    ['a partial take-profit', 'Untriggered', 'PartialTakeProfit', PERP, 'tpsl'],
    ['a partial stop-loss, even once working', 'New', 'PartialStopLoss', PERP, 'tpsl'],
    ['a trailing stop', 'Untriggered', 'TrailingStop', PERP, 'trailingStop'],
    ['an MMR close', 'Untriggered', 'MmRateClose', PERP, 'mmrClose'],
    ['an OCO', 'Untriggered', 'TpSlOco', PERP, 'oco'],
    ['a fired take-profit now working', 'New', 'TakeProfit', PERP, 'ordinary'],
    ['an option limit', 'New', '', OPTION, 'ordinary'],
    ['an option take-profit (dropped)', 'Untriggered', 'TakeProfit', OPTION, null],
    ['an option partial stop-loss (dropped)', 'Untriggered', 'PartialStopLoss', OPTION, null],
    ['an option conditional', 'Untriggered', 'Stop', OPTION, 'conditional'],
  ])('%s → %s', (_name, orderStatus, stopOrderType, symbol, tab) =>
    expect(subTabOf({ orderStatus, stopOrderType, symbol })).toBe(tab),
  );

  it('counts every kind live and drops option TP/SL', () => {
    const orders = [
      wireOrder({ orderId: '1', symbol: PERP, orderStatus: 'New' }),
      wireOrder({ orderId: '2', symbol: PERP, orderStatus: 'New' }),
      wireOrder({ orderId: '3', symbol: PERP, orderStatus: 'Untriggered', stopOrderType: 'Stop' }),
      wireOrder({ orderId: '4', symbol: PERP, orderStatus: 'Untriggered', stopOrderType: 'PartialTakeProfit' }),
      wireOrder({ orderId: '5', symbol: OPTION, orderStatus: 'Untriggered', stopOrderType: 'StopLoss' }),
    ];
    expect(countBySubTab(orders)).toEqual({
      ordinary: 2,
      conditional: 1,
      tpsl: 1,
      trailingStop: 0,
      oco: 0,
      mmrClose: 0,
      spread: 0,
    });
    expect(ordersOfSubTab(orders, 'tpsl').map((o) => o.orderId)).toEqual(['4']);
  });

  it('property: the counts add up to the orders not dropped, each in exactly one bucket', () => {
    const arb = fc.record({
      orderStatus: fc.constantFrom<OrderStatus>('New', 'PartiallyFilled', 'Untriggered'),
      stopOrderType: fc.constantFrom('', 'Stop', 'TakeProfit', 'PartialStopLoss', 'TrailingStop', 'MmRateClose', 'Oco'),
      symbol: fc.constantFrom(PERP, OPTION),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 40 }), (orders) => {
        const counts = countBySubTab(orders);
        const total = OPEN_ORDER_SUB_TABS.reduce((s, t) => s + counts[t], 0);
        expect(total).toBe(orders.filter((o) => subTabOf(o) !== null).length);
        for (const t of OPEN_ORDER_SUB_TABS) expect(ordersOfSubTab(orders, t)).toHaveLength(counts[t]);
      }),
    );
  });
});

type Kind = 'classic' | 'uta1' | 'uta2' | 'uta2Spread' | 'pm' | 'demo' | 'demoSpread';
const ACCOUNTS: Record<Kind, Omit<SubTabContext, 'conditionalTab'>> = {
  classic: { account: { unified: null, demo: false, portfolioMargin: false }, spreadAccess: false },
  uta1: { account: { unified: 1, demo: false, portfolioMargin: false }, spreadAccess: false },
  uta2: { account: { unified: 2, demo: false, portfolioMargin: false }, spreadAccess: false },
  uta2Spread: { account: { unified: 2, demo: false, portfolioMargin: false }, spreadAccess: true },
  pm: { account: { unified: 1, demo: false, portfolioMargin: true }, spreadAccess: false },
  demo: { account: { unified: 2, demo: true, portfolioMargin: false }, spreadAccess: false },
  demoSpread: { account: { unified: 2, demo: true, portfolioMargin: false }, spreadAccess: true },
};

describe('isSubTabShown: account kind × compliance flag × sub-tab (order-panel §2.2, §6)', () => {
  // ordinary, conditional, tpsl, trailingStop, oco, mmrClose, spread
  const Y = true;
  const N = false;
  const table: [Kind, boolean, boolean[]][] = [
    ['classic', true, [Y, Y, Y, Y, Y, Y, N]],
    ['uta1', true, [Y, Y, Y, Y, Y, Y, N]],
    ['uta2', true, [Y, Y, Y, Y, Y, Y, N]],
    ['uta2Spread', true, [Y, Y, Y, Y, Y, Y, Y]],
    ['pm', true, [Y, Y, Y, Y, Y, N, N]],
    ['demo', true, [Y, Y, Y, Y, N, Y, N]],
    ['demoSpread', true, [Y, Y, Y, Y, N, Y, N]],
    ['classic', false, [Y, N, Y, Y, Y, Y, N]],
    ['uta2Spread', false, [Y, N, Y, Y, Y, Y, Y]],
    ['pm', false, [Y, N, Y, Y, Y, N, N]],
    ['demo', false, [Y, N, Y, Y, N, Y, N]],
  ];
  describe.each(table)('%s, conditionalTab %s', (kind, conditionalTab, expected) => {
    it.each(OPEN_ORDER_SUB_TABS.map((tab, i) => [tab, expected[i]] as const))('%s shown: %s', (tab, shown) =>
      expect(isSubTabShown(tab, { ...ACCOUNTS[kind], conditionalTab })).toBe(shown),
    );
  });
});

describe('effectiveSubTab: the fallback to ordinary (order-panel §4.1)', () => {
  it.each<[string, unknown, Kind, boolean, OpenOrderSubTab]>([
    ['a shown choice is kept', 'tpsl', 'uta2', true, 'tpsl'],
    ['conditional removed by compliance', 'conditional', 'uta2', false, 'ordinary'],
    ['OCO in demo', 'oco', 'demo', true, 'ordinary'],
    ['MMR close in portfolio margin', 'mmrClose', 'pm', true, 'ordinary'],
    ['spread without spread access', 'spread', 'uta2', true, 'ordinary'],
    ['spread on UTA1', 'spread', 'uta1', true, 'ordinary'],
    ['spread with access on UTA2', 'spread', 'uta2Spread', true, 'spread'],
    ['a stored junk value', 'bogus', 'uta2', true, 'ordinary'],
    ['a stored number', 3, 'uta2', true, 'ordinary'],
  ])('%s', (_name, chosen, kind, conditionalTab, expected) =>
    expect(effectiveSubTab(chosen, { ...ACCOUNTS[kind], conditionalTab })).toBe(expected),
  );
});

describe('showsCancelAll (order-panel §5)', () => {
  it.each([
    [2, true, true, true],
    [1, true, true, false],
    [0, true, true, false],
    [5, false, true, false],
    [5, true, false, false],
  ])('%i orders, setting %s, on open orders %s → %s', (n, settingOn, onOpenOrders, shown) =>
    expect(showsCancelAll({ ordersInSubTab: n, settingOn, onOpenOrders })).toBe(shown),
  );
});

describe('cancelAllRequest: the payload per sub-tab (order-panel §3, §7)', () => {
  it.each<[OpenOrderSubTab, string]>([
    ['ordinary', 'Activity'],
    ['conditional', 'NormalStop'],
    ['tpsl', 'TpSlOcoStopOrder'],
    ['trailingStop', 'TrailOrders'],
    ['oco', 'TakeProfitStopLossOCO'],
    ['mmrClose', 'MmRateCloseStopOrder'],
  ])('%s, all markets → orderTypeList [%s] and no symbol', (tab, code) =>
    expect(cancelAllRequest(tab, { allMarkets: true, symbol: PERP })).toEqual({
      kind: 'integrated',
      body: { orderTypeList: [code] },
    }),
  );

  it('current symbol only → the symbol is sent', () =>
    expect(cancelAllRequest('conditional', { allMarkets: false, symbol: PERP })).toEqual({
      kind: 'integrated',
      body: { orderTypeList: ['NormalStop'], symbol: PERP },
    }));

  it('current symbol only but no symbol chosen → every order of the kind', () =>
    expect(cancelAllRequest('ordinary', { allMarkets: false, symbol: null }).body).toEqual({
      orderTypeList: ['Activity'],
    }));

  it('spread → the futures-spread variant', () => {
    expect(cancelAllRequest('spread', { allMarkets: true, symbol: null })).toEqual({
      kind: 'futureSpread',
      body: { cancel_all: true, contract_type: 'FutureSpread', product_type: 'Combination' },
    });
    expect(cancelAllRequest('spread', { allMarkets: false, symbol: 'BTC-SPREAD' }).body).toMatchObject({
      symbol: 'BTC-SPREAD',
    });
  });
});
