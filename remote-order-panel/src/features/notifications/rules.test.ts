import fc from 'fast-check';
import {
  RECENT_CACHE_MAX,
  confirmsWithNotice,
  displaySymbol,
  executionNotice,
  liquidationNotice,
  noticeOffFlags,
  notificationNotice,
  pushNotice,
  rememberNotice,
  type NoticeMessageKey,
} from './rules';

const NONE = new Set<string>();
const ALL_OFF = new Set([
  'createOrderNotifyClose',
  'modifyOrderNotifyClose',
  'cancelOrderNotifyClose',
  'tradeNotifyClose',
]);
const note = (scene: unknown, payload: Record<string, unknown> = {}) => ({
  scene,
  type: 'order',
  payload: {
    symbol: 'BTCUSDT',
    side: 'Buy',
    bizType: 'LINEAR',
    cancelType: '',
    marginMode: 0,
    size: '0.5',
    leavesQty: '0',
    ...payload,
  },
});

// §4.5: scene → notice, under the four settings
describe('notificationNotice: which scene shows which notice', () => {
  test.each<
    [string, unknown, Record<string, unknown>, ReadonlySet<string>, NoticeMessageKey | null, 'success' | 'error' | null]
  >([
    ['created', 'newed', {}, NONE, 'created', 'success'],
    ['created, switched off', 'newed', {}, new Set(['createOrderNotifyClose']), null, null],
    ['created, another kind off', 'newed', {}, new Set(['tradeNotifyClose']), 'created', 'success'],
    ['created for size zero (close-on-trigger)', 'newed', { size: '0' }, NONE, 'createdZero', 'success'],
    ['edited', 'replaced', {}, NONE, 'edited', 'success'],
    ['edited, switched off', 'replaced', {}, new Set(['modifyOrderNotifyClose']), null, null],
    ['cancelled', 'canceled', { cancelType: 'CancelByUser' }, NONE, 'cancelled', 'success'],
    ['cancelled, switched off', 'canceled', {}, new Set(['cancelOrderNotifyClose']), null, null],
    [
      'PM-trial cancel: its own message',
      'canceled',
      { cancelType: 'CancelByPmTrialMmOverEquity' },
      NONE,
      'cancelledPmTrial',
      'success',
    ],
    [
      'PM-trial cancel of size zero: still its own',
      'canceled',
      { cancelType: 'CancelByPmTrialMmOverEquity', size: '0' },
      NONE,
      'cancelledPmTrial',
      'success',
    ],
    ['position, done', 4, { leavesQty: '0' }, NONE, 'trade', 'success'],
    ['position, leavesQty below zero counts as done', 4, { leavesQty: '-0.1' }, NONE, 'trade', 'success'],
    ['position, still leaving 0.1: suppressed', 4, { leavesQty: '0.1' }, NONE, null, null],
    ['position, leavesQty missing: suppressed', 4, { leavesQty: undefined }, NONE, null, null],
    ['position, switched off', 4, {}, new Set(['tradeNotifyClose']), null, null],
    ['position of size zero', 4, { size: '0' }, NONE, 'tradeZero', 'success'],
    ['liquidation: failure style', 5, {}, NONE, 'liquidation', 'error'],
    ['liquidation shows with every kind off', 5, {}, ALL_OFF, 'liquidation', 'error'],
    ['liquidation while leaving qty: still shows', 5, { leavesQty: '1' }, NONE, 'liquidation', 'error'],
    ['portfolio-margin liquidation: its own message', 5, { marginMode: 1 }, NONE, 'liquidationPm', 'error'],
    ['PM liquidation of size zero: the PM message', 5, { marginMode: 1, size: '0' }, NONE, 'liquidationPm', 'error'],
    ['liquidation of size zero', 5, { size: '0' }, NONE, 'liquidationZero', 'error'],
    ['unknown scene', 'filled', {}, NONE, null, null],
    ['scene 3', 3, {}, NONE, null, null],
    ['no symbol', 'newed', { symbol: '' }, NONE, null, null],
  ])('%s', (_name, scene, payload, off, key, severity) => {
    const n = notificationNotice(note(scene, payload), { orderId: 'o1', updatedAt: '1' }, off, 'en');
    expect(n?.messageKey ?? null).toBe(key);
    expect(n?.severity ?? null).toBe(severity);
  });

  test('bad input: no payload, not an object → no notice', () => {
    expect(notificationNotice(undefined, { orderId: 'o' }, NONE, 'en')).toBeNull();
    expect(notificationNotice({ scene: 'newed' }, { orderId: 'o' }, NONE, 'en')).toBeNull();
    expect(notificationNotice('newed', { orderId: 'o' }, NONE, 'en')).toBeNull();
  });

  test('the params: option symbol with its settle coin, side, size in the locale', () => {
    const n = notificationNotice(
      note('newed', { symbol: 'BTC-27DEC24-100000-C', size: '1234.5' }),
      { orderId: 'o' },
      NONE,
      'de',
    );
    expect(n?.params).toEqual({ symbol: 'BTC-27DEC24-100000-C-USDC', side: 'Buy', qty: '1.234,5', price: '' });
  });
});

// §4.5 fill notice from an execution record
describe('executionNotice', () => {
  const exec = (over: Record<string, unknown> = {}) => ({
    execId: 'e1',
    orderId: 'o1',
    execType: 'Trade',
    orderType: 'Limit',
    leavesQty: '0',
    execQty: '0.25',
    execPrice: '65000.5',
    symbol: 'BTCUSDT',
    side: 'Buy',
    createType: 'CreateByUser',
    ...over,
  });
  test.each<[string, Record<string, unknown>, ReadonlySet<string>, NoticeMessageKey | null]>([
    ['a limit buy that filled', {}, NONE, 'filledBuy'],
    ['a limit sell', { side: 'Sell' }, NONE, 'filledSell'],
    ['a market buy says market', { orderType: 'Market' }, NONE, 'filledBuyMarket'],
    ['a market sell', { orderType: 'Market', side: 'Sell' }, NONE, 'filledSellMarket'],
    ['a closing order is announced', { createType: 'CreateByClosing' }, NONE, 'filledBuy'],
    ['leaves qty: not yet', { leavesQty: '0.1' }, NONE, null],
    ['leavesQty below zero counts as done', { leavesQty: '-1' }, NONE, 'filledBuy'],
    ['a TWAP child', { createType: 'CreateByTWAP' }, NONE, null],
    ['a chase child', { createType: 'CreateByChaseOrder' }, NONE, null],
    ['an iceberg child', { createType: 'CreateByIceBerg' }, NONE, null],
    ['a bust trade (liquidation)', { execType: 'BustTrade' }, NONE, null],
    ['a delivery', { execType: 'Delivery' }, NONE, null],
    ['trade notices switched off', {}, new Set(['tradeNotifyClose']), null],
    ['other kinds off do not matter', {}, new Set(['createOrderNotifyClose', 'cancelOrderNotifyClose']), 'filledBuy'],
    ['no side', { side: 'buy' }, NONE, null],
    ['no order id', { orderId: '' }, NONE, null],
    ['leavesQty not a number', { leavesQty: 'x' }, NONE, null],
  ])('%s', (_name, over, off, key) => {
    expect(executionNotice(exec(over), off, 'en')?.messageKey ?? null).toBe(key);
  });

  test('quantity, symbol and price in the locale; market: no price', () => {
    expect(executionNotice(exec({ execQty: '1200', execPrice: '65000.5' }), NONE, 'de')?.params).toEqual({
      symbol: 'BTCUSDT',
      side: 'Buy',
      qty: '1.200',
      price: '65.000,5',
    });
    expect(executionNotice(exec({ orderType: 'Market' }), NONE, 'en')?.params.price).toBe('');
    const opt = executionNotice(exec({ symbol: 'ETH-3JAN25-3000-P-USDT' }), NONE, 'en');
    expect(opt?.params.symbol).toBe('ETH-3JAN25-3000-P-USDT');
  });

  test('bad input: not an object', () => {
    expect(executionNotice(null, NONE, 'en')).toBeNull();
    expect(executionNotice([exec()], NONE, 'en')).toBeNull();
  });
});

describe('liquidation topics', () => {
  test('user.unify.liquidation: a failure notice, PM its own message', () => {
    const data = {
      symbol: 'BTCUSDT',
      side: 'Buy',
      size: '1',
      bustPrice: '60000',
      orderId: 'L1',
      positionIdx: 0,
      marginMode: 0,
    };
    expect(liquidationNotice(data, 'en')).toMatchObject({
      severity: 'error',
      messageKey: 'liquidation',
      dedupeKey: 'liq:L1',
    });
    expect(liquidationNotice({ ...data, marginMode: 1 }, 'en')?.messageKey).toBe('liquidationPm');
    expect(liquidationNotice({ ...data, orderId: '' }, 'en')).toBeNull();
  });
  test('the three topics of one liquidation share a key: shown once', () => {
    const order = { orderId: 'L1', updatedAtE3: '5', notification: note(5) };
    const keys = [
      pushNotice('user.order', order, NONE, 'en')?.dedupeKey,
      pushNotice('user.margin.order', order, NONE, 'en')?.dedupeKey,
      pushNotice(
        'user.unify.liquidation',
        { symbol: 'BTCUSDT', side: 'Buy', size: '1', orderId: 'L1', marginMode: 0 },
        NONE,
        'en',
      )?.dedupeKey,
      pushNotice(
        'user.option.liquidation',
        { symbol: 'BTC-27DEC24-100000-C', side: 'Sell', size: '1', orderId: 'L1', settleCoin: 'USDC', marginMode: 0 },
        NONE,
        'en',
      )?.dedupeKey,
    ];
    expect(new Set(keys)).toEqual(new Set(['liq:L1']));
  });
  test('a fill told by user.order and user.trade.msg is one event', () => {
    const a = pushNotice('user.order', { orderId: 'o1', updatedAtE3: '9', notification: note(4) }, NONE, 'en');
    const b = pushNotice(
      'user.trade.msg',
      {
        orderId: 'o1',
        execType: 'Trade',
        orderType: 'Limit',
        leavesQty: '0',
        execQty: '1',
        execPrice: '1',
        symbol: 'BTCUSDT',
        side: 'Buy',
        createType: 'CreateByUser',
      },
      NONE,
      'en',
    );
    expect(a?.dedupeKey).toBe(b?.dedupeKey);
  });
  test('two edits of one order are two events; one edit told twice is one', () => {
    const at = (t: string) =>
      pushNotice('user.order', { orderId: 'o1', updatedAtE3: t, notification: note('replaced') }, NONE, 'en')
        ?.dedupeKey;
    expect(at('1')).toBe(at('1'));
    expect(at('1')).not.toBe(at('2'));
  });
  test('unknown topic, an order without id: nothing', () => {
    expect(pushNotice('tickers.BTC', { orderId: 'o', notification: note('newed') }, NONE, 'en')).toBeNull();
    expect(pushNotice('user.order', { notification: note('newed') }, NONE, 'en')).toBeNull();
    expect(
      pushNotice('user.unify.option.orderHistory', { orderId: 'o', orderStatus: 'Filled' }, NONE, 'en'),
    ).toBeNull();
  });
});

// §4.5: option symbols with settle coin USDT if the name holds USDT, otherwise USDC
test.each([
  ['BTC-27DEC24-100000-C', 'BTC-27DEC24-100000-C-USDC'],
  ['BTC-27DEC24-100000-C-USDT', 'BTC-27DEC24-100000-C-USDT'],
  ['ETH-3JAN25-3000-P', 'ETH-3JAN25-3000-P-USDC'],
  ['ETH-3JAN25-3000-P-USDC', 'ETH-3JAN25-3000-P-USDC'],
  ['BTCUSDT', 'BTCUSDT'],
  ['BTC-31JAN25', 'BTC-31JAN25'],
  ['BTCPERP', 'BTCPERP'],
])('displaySymbol(%s) = %s', (symbol, shown) => expect(displaySymbol(symbol)).toBe(shown));

describe('the recent-order id cache', () => {
  test('a key is seen the second time', () => {
    const a = rememberNotice([], 'fill:o1');
    expect(a.seen).toBe(false);
    expect(rememberNotice(a.cache, 'fill:o1').seen).toBe(true);
  });
  test('above 10 the oldest 5 go', () => {
    let cache: string[] = [];
    for (let i = 1; i <= 10; i++) cache = rememberNotice(cache, `k${i}`).cache;
    expect(cache).toHaveLength(10);
    cache = rememberNotice(cache, 'k11').cache;
    expect(cache).toEqual(['k6', 'k7', 'k8', 'k9', 'k10', 'k11']);
    expect(rememberNotice(cache, 'k3').seen).toBe(false);
    expect(rememberNotice(cache, 'k7').seen).toBe(true);
  });
  test('property: never more than 10 keys; the latest key is always remembered', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 60 }), (keys) => {
        let cache: string[] = [];
        for (const k of keys) {
          cache = rememberNotice(cache, k).cache;
          expect(cache.length).toBeLessThanOrEqual(RECENT_CACHE_MAX);
          expect(rememberNotice(cache, k).seen).toBe(true);
        }
      }),
    );
  });
});

describe('the double-confirm flags', () => {
  test('read: only the four notice flags, trimmed, from a string or a list', () => {
    expect(noticeOffFlags('cancelAllConfirm, tradeNotifyClose,createOrderNotifyClose')).toEqual(
      new Set(['tradeNotifyClose', 'createOrderNotifyClose']),
    );
    expect(noticeOffFlags(['modifyOrderNotifyClose', 3])).toEqual(new Set(['modifyOrderNotifyClose']));
    expect(noticeOffFlags(undefined)).toEqual(new Set());
  });
  test('save: one kind switched, the other flags kept', () => {
    expect(confirmsWithNotice('cancelAllConfirm,hideCloseAllPosition', 'trade', false)).toEqual([
      'cancelAllConfirm',
      'hideCloseAllPosition',
      'tradeNotifyClose',
    ]);
    expect(confirmsWithNotice('tradeNotifyClose,cancelAllConfirm,tradeNotifyClose', 'trade', true)).toEqual([
      'cancelAllConfirm',
    ]);
    expect(confirmsWithNotice('', 'cancelled', false)).toEqual(['cancelOrderNotifyClose']);
    expect(confirmsWithNotice('cancelOrderNotifyClose', 'cancelled', false)).toEqual(['cancelOrderNotifyClose']);
  });
});
