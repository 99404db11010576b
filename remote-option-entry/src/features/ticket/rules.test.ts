import { buildOrderRequest, randomRequestId, sanitizeDecimalInput, ticketErrors } from './rules';

const input = { symbol: 'BTC-27DEC24-60000-C', side: 'Buy' as const, price: '5300', qty: '0.5' };

describe('ticket rules', () => {
  it('builds the spec §3 order request', () => {
    expect(buildOrderRequest(input, 'abc123')).toEqual({
      symbol: 'BTC-27DEC24-60000-C',
      outRequestId: 'BTC-27DEC24-60000-Cabc123',
      orderQty: '0.5',
      orderPrice: '5300',
      side: 1,
      orderType: 2,
      placeType: 1,
      placeMode: 1,
      timeInForce: 1,
      pmTrial: true,
    });
    expect(buildOrderRequest({ ...input, side: 'Sell', price: '05300.50', qty: '1.' }, 'x')).toMatchObject({
      side: 2,
      orderPrice: '5300.5',
      orderQty: '1',
    });
  });

  it.each([
    [{}, []],
    [{ price: '' }, ['PleaseEnterEhePrice']],
    [{ price: '0' }, ['PleaseEnterEhePrice']],
    [{ qty: '' }, ['PleaseEnterTheQuantity']],
    [{ qty: '0.001' }, ['MinOrderSize']],
    [{ price: '.', qty: 'x' }, ['PleaseEnterEhePrice', 'PleaseEnterTheQuantity']],
  ])('ticketErrors %j', (change, keys) => {
    expect(ticketErrors({ ...input, ...change }, { minOrderSize: '0.01' }).map((e) => e.key)).toEqual(keys);
  });

  it('random ids are 12 base-36 characters', () => {
    expect(randomRequestId()).toMatch(/^[0-9a-z]{12}$/);
    expect(randomRequestId(() => 0)).toBe('000000000000');
  });

  it.each([
    ['12.5', '12.5'],
    ['1,234.5', '1234.5'],
    ['1.2.3', '1.23'],
    ['１２', ''],
    ['3．5', '3.5'],
    ['-4', '4'],
  ])('sanitize %s → %s', (text, out) => expect(sanitizeDecimalInput(text)).toBe(out));
});
