import { blocks, validateTpSl, type TpSlContext, type TpSlFormValues } from './validate';

// positions.md §5 / §8: every TP/SL validation key, table by table, from the spec's numbers.

const empty: TpSlFormValues = {
  mode: 'Full',
  takeProfit: '',
  stopLoss: '',
  tpOrderType: 'Market',
  slOrderType: 'Market',
  limitTakeProfit: '',
  limitStopLoss: '',
  tpSize: '',
  slSize: '',
};
const long: TpSlContext = {
  scene: 'position',
  long: true,
  referencePrice: '65000',
  liqPrice: '58000',
  size: '0.25',
  tickSize: '0.1',
  lotSize: '0.001',
  maxQty: '50',
  unified: false,
  demo: false,
};
const short: TpSlContext = { ...long, long: false, referencePrice: '3250', liqPrice: '3800', size: '4' };
const coarse: TpSlContext = { ...long, tickSize: '5', lotSize: '10', size: '1000', maxQty: '300' };

const keys = (f: Partial<TpSlFormValues>, c: TpSlContext) =>
  validateTpSl({ ...empty, ...f }, c).map((m) => `${m.field}:${m.key}${m.blocking ? '' : '(tip)'}`);

test('an empty form has nothing to say', () => {
  expect(keys({}, long)).toEqual([]);
});

describe('the reference price per scene and side (…TooLow / …TooHigh)', () => {
  test.each<[string, Partial<TpSlFormValues>, TpSlContext, string[]]>([
    ['long TP below last (position scene)', { takeProfit: '64999.9' }, long, ['takeProfit:tpPosPriceTooLow']],
    ['long TP at last is fine', { takeProfit: '65000' }, long, []],
    ['long SL above last', { stopLoss: '65000.1' }, long, ['stopLoss:slPosPriceTooHigh']],
    ['short TP above last', { takeProfit: '3250.01' }, short, ['takeProfit:tpPosPriceTooHigh']],
    ['short SL below last', { stopLoss: '3249.99' }, short, ['stopLoss:slPosPriceTooLow']],
    [
      'order scene: against the entry price, without "Pos"',
      { takeProfit: '63000', stopLoss: '66000' },
      { ...long, scene: 'order', referencePrice: '64000' },
      ['takeProfit:tpPriceTooLow', 'stopLoss:slPriceTooHigh'],
    ],
    [
      'order scene short',
      { takeProfit: '3300', stopLoss: '3200' },
      { ...short, scene: 'order' },
      ['takeProfit:tpPriceTooHigh', 'stopLoss:slPriceTooLow'],
    ],
    ['a valid long pair', { takeProfit: '70000', stopLoss: '60000' }, long, []],
  ])('%s', (_n, f, c, expected) => {
    expect(keys(f, c)).toEqual(expected);
  });
});

describe('stop loss against the liquidation price (non-UTA) and the 0.1 % tip', () => {
  test.each<[string, Partial<TpSlFormValues>, TpSlContext, string[]]>([
    ['long SL at liq', { stopLoss: '58000' }, long, ['stopLoss:buySlPriceUpLiqPrice']],
    ['long SL below liq', { stopLoss: '57000' }, long, ['stopLoss:buySlPriceUpLiqPrice']],
    ['short SL at liq', { stopLoss: '3800' }, short, ['stopLoss:sellSlPriceUpLiqPrice']],
    ['UTA: no warning beyond liq', { stopLoss: '57000' }, { ...long, unified: true }, []],
    ['long SL within 0.1 % above liq: tip', { stopLoss: '58058' }, long, ['stopLoss:slCloseToLiqPriceTip(tip)']],
    ['long SL just past 0.1 %: nothing', { stopLoss: '58058.1' }, long, []],
    ['short SL within 0.1 % below liq: tip', { stopLoss: '3796.2' }, short, ['stopLoss:slCloseToLiqPriceTip(tip)']],
  ])('%s', (_n, f, c, expected) => {
    expect(keys(f, c)).toEqual(expected);
  });
});

describe('limit prices, zero and over', () => {
  test.each<[string, Partial<TpSlFormValues>, string[]]>([
    [
      'limit TP without limit price',
      { takeProfit: '70000', tpOrderType: 'Limit' },
      ['limitTakeProfit:tpLimitPriceEmpty'],
    ],
    [
      'limit TP with a zero limit price',
      { takeProfit: '70000', tpOrderType: 'Limit', limitTakeProfit: '0' },
      ['limitTakeProfit:tpLimitPriceEmpty'],
    ],
    [
      'limit TP price without a TP',
      { tpOrderType: 'Limit', limitTakeProfit: '69990' },
      ['limitTakeProfit:tpLimitPriceEmpty'],
    ],
    ['limit SL without limit price', { stopLoss: '60000', slOrderType: 'Limit' }, ['limitStopLoss:slLimitPriceEmpty']],
    ['limit pair complete', { takeProfit: '70000', tpOrderType: 'Limit', limitTakeProfit: '69990' }, []],
    ['TP of the string 0', { takeProfit: '0' }, ['takeProfit:takeProfitOver']],
    ['SL of the string 0', { stopLoss: '0' }, ['stopLoss:takeProfitOver']],
    ['the TP-over flag', { takeProfit: '70000', tpOver: true }, ['takeProfit:takeProfitOver']],
  ])('%s', (_n, f, expected) => {
    expect(keys(f, long)).toEqual(expected);
  });
});

describe('ticks and lots above 1', () => {
  test.each<[string, Partial<TpSlFormValues>, TpSlContext, string[]]>([
    ['trigger off a 5 tick', { takeProfit: '70002' }, coarse, ['takeProfit:priceErrorTickTip']],
    ['trigger on a 5 tick', { takeProfit: '70005' }, coarse, []],
    ['a 0.1 tick is rounded on input, never flagged', { takeProfit: '70000.05' }, long, []],
    [
      'limit price off the tick',
      { mode: 'Partial', takeProfit: '70005', tpSize: '10', tpOrderType: 'Limit', limitTakeProfit: '70001' },
      coarse,
      ['limitTakeProfit:priceErrorTickTip'],
    ],
    [
      'quantity off a lot of 10',
      { mode: 'Partial', takeProfit: '70005', tpSize: '15' },
      coarse,
      ['tpSize:qtyErrorTickTip'],
    ],
  ])('%s', (_n, f, c, expected) => {
    expect(keys(f, c)).toEqual(expected);
  });
});

describe('partial quantities', () => {
  test.each<[string, Partial<TpSlFormValues>, TpSlContext, string[]]>([
    ['TP without TP quantity', { mode: 'Partial', takeProfit: '70000' }, long, ['tpSize:slTips1']],
    ['SL without SL quantity', { mode: 'Partial', stopLoss: '60000', slSize: '0' }, long, ['slSize:slTips1']],
    ['full mode needs no quantity', { takeProfit: '70000' }, long, []],
    [
      'quantity over the position',
      { mode: 'Partial', takeProfit: '70000', tpSize: '0.251' },
      long,
      ['tpSize:tpSlQtyOver'],
    ],
    [
      'over the symbol maximum: capped, and the split tip',
      { mode: 'Partial', takeProfit: '70005', tpSize: '310' },
      coarse,
      ['tpSize:tpSlQtyOver', 'tpSize:maxQtySplitOrderTip(tip)'],
    ],
    [
      'demo: the position is the limit, the split tip stays',
      { mode: 'Partial', takeProfit: '70005', tpSize: '310' },
      { ...coarse, demo: true },
      ['tpSize:maxQtySplitOrderTip(tip)'],
    ],
    ['the whole position is fine', { mode: 'Partial', stopLoss: '60000', slSize: '0.25' }, long, []],
  ])('%s', (_n, f, c, expected) => {
    expect(keys(f, c)).toEqual(expected);
  });
});

test('blocking: errors stop the save, tips do not', () => {
  expect(blocks(validateTpSl({ ...empty, stopLoss: '58058' }, long))).toBe(false);
  expect(blocks(validateTpSl({ ...empty, stopLoss: '57000' }, long))).toBe(true);
  expect(validateTpSl({ ...empty, mode: 'Partial', takeProfit: '70000' }, long)[0]!.params).toEqual({
    leg: 'takeProfit',
  });
});
