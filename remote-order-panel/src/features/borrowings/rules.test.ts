import fc from 'fast-check';
import { borrowingRows, formatRatePercent, parseBorrowing } from './rules';

const wire = (o: Record<string, unknown> = {}) => ({
  coin: 'USDT',
  borrowAmount: '1500',
  interest: '0.135',
  totalLiability: '1500.135',
  hourlyBorrowRate: '0.0000025',
  availableToBorrow: '48500',
  maxBorrow: '50000',
  borrowedAt: 1,
  ...o,
});

describe('borrowing rows', () => {
  it('per coin, by coin, formatted for the locale', () => {
    const rows = borrowingRows([wire(), wire({ coin: 'ETH', borrowAmount: '0.8', interest: '0.0000052' })], 'de');
    expect(rows.map((r) => r.coin)).toEqual(['ETH', 'USDT']);
    expect(rows[1]).toMatchObject({
      borrowAmount: '1.500,0000',
      interest: '0,1350',
      hourlyRate: '0,000250%',
      availableToBorrow: '48.500,0000',
    });
  });

  it('junk entries and nothing borrowed are left out', () => {
    expect(
      borrowingRows([null, 'x', { coin: '' }, wire({ borrowAmount: 'lots' }), wire({ borrowAmount: '0' })], 'en'),
    ).toEqual([]);
  });

  it('missing optional figures show as dashes', () => {
    const [r] = borrowingRows([{ coin: 'BTC', borrowAmount: '0.1' }], 'en');
    expect(r).toMatchObject({ interest: '0.00000000', hourlyRate: '--', availableToBorrow: '--' });
  });

  it('interest is rounded up, never under-stated', () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), (units) => {
        const interest = (units / 1e8).toFixed(8);
        const [r] = borrowingRows([wire({ interest })], 'en');
        expect(Number(r!.interest.replace(/,/g, ''))).toBeGreaterThanOrEqual(Number(interest));
      }),
    ));

  it('parses a figure given as a number as junk', () => expect(parseBorrowing(wire({ borrowAmount: 5 }))).toBeNull());
  it('a rate as a percentage', () => expect(formatRatePercent('0.0000011', 'en')).toBe('0.000110%'));
});
