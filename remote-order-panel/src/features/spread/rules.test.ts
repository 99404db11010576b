import { wireSpreadOrder } from './fixtures';
import { spreadMatchesFilter, spreadRows, spreadRowsInScope } from './rules';

describe('spreadRows', () => {
  it('keeps both legs, formats price and quantity in the locale, newest first', () => {
    const rows = spreadRows(
      [
        wireSpreadOrder({ orderId: 'a', createdTime: '1000', price: '-1234.5' }),
        wireSpreadOrder({ orderId: 'b', createdTime: '2000', qty: '1500' }),
      ],
      'de',
    );
    expect(rows.map((r) => r.orderId)).toEqual(['b', 'a']);
    expect(rows[1]).toMatchObject({
      price: '-1.234,5',
      qty: '0,010',
      baseCoin: 'BTC',
      legs: [
        { side: 'Buy', symbol: 'BTCUSDT-26JUN26', productType: 'Futures' },
        { side: 'Sell', symbol: 'BTCUSDT', productType: 'Spot' },
      ],
    });
    expect(rows[0]!.qty).toBe('1.500,000');
  });

  it.each([
    ['no id', { orderId: '' }],
    ['a bad side', { side: 'Long' }],
    ['a bad leg side', { legSide2: 'x' }],
    ['a leg product type other than Futures or Spot', { legProductType1: 'Option' }],
    ['no leg symbol', { legSymbol1: '' }],
    ['no base coin', { baseCoin: '' }],
    ['a price that is no number', { price: 'abc' }],
  ])('drops a row with %s', (_what, over) => {
    expect(spreadRows([wireSpreadOrder(over as never)], 'en')).toEqual([]);
  });
});

describe('spreadRowsInScope', () => {
  const rows = spreadRows(
    [
      wireSpreadOrder({ orderId: 'btc' }),
      wireSpreadOrder({
        orderId: 'eth',
        symbol: 'ETHUSDT-26JUN26_ETHUSDT',
        legSymbol1: 'ETHUSDT-26JUN26',
        legSymbol2: 'ETHUSDT',
      }),
    ],
    'en',
  );
  it.each([
    [null, ['btc', 'eth']],
    ['BTCUSDT', ['btc']],
    ['ETHUSDT-26JUN26', ['eth']],
    ['ETHUSDT-26JUN26_ETHUSDT', ['eth']],
    ['SOLUSDT', []],
  ])('current %s → %j', (current, ids) =>
    expect(
      spreadRowsInScope(rows, current)
        .map((r) => r.orderId)
        .sort(),
    ).toEqual(ids),
  );
});

it.each([
  ['ALL', true],
  ['DERIVATIVES', true],
  ['EXPIRY', true],
  ['SPOT', false],
  ['OPTIONS', false],
] as const)('instrument filter %s shows spreads: %s', (filter, shown) =>
  expect(spreadMatchesFilter(filter)).toBe(shown),
);
