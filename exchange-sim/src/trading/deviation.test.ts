import { EXCEEDING_MULTIPLE, priceDeviation } from './deviation';

describe('option price deviation (3200305 warning / 3200306 exceeding)', () => {
  test.each([
    // side, price, mark, pct, result, deviation
    ['Buy', '109', '100', '0.1', 'ok', '0.09'],
    ['Buy', '110', '100', '0.1', 'warning', '0.1'],
    ['Buy', '129.9', '100', '0.1', 'warning', '0.299'],
    ['Buy', '130', '100', '0.1', 'exceeding', '0.3'],
    ['Buy', '50', '100', '0.1', 'ok', '-0.5'], // a cheap buy never deviates
    ['Sell', '91', '100', '0.1', 'ok', '0.09'],
    ['Sell', '90', '100', '0.1', 'warning', '0.1'],
    ['Sell', '70', '100', '0.1', 'exceeding', '0.3'],
    ['Sell', '200', '100', '0.1', 'ok', '-1'],
    ['Buy', '5', '0', '0.1', 'ok', '0'], // no mark: nothing to compare with
    ['Buy', '1050', '1000', '0.05', 'warning', '0.05'],
  ] as const)('%s at %s, mark %s, pct %s → %s', (side, price, mark, pct, result, deviation) => {
    const d = priceDeviation(side, price, mark, pct);
    expect(d.result).toBe(result);
    expect(d.deviation.toFixed()).toBe(deviation);
  });
  test('exceeding is 3 × the percentage', () => expect(EXCEEDING_MULTIPLE).toBe(3));
});
