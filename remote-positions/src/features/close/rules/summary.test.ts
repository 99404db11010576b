import { closeSummary, type FeeRate } from './summary';
import { BTCUSD, BTCUSDT } from './testFixtures';

// positions.md §2 "a summary line of expected profit or loss plus close fee".

const contractFee: FeeRate = { feeBase: 'value', takerFeeRate: '0.00055', makerFeeRate: '0.0002' };

test.each([
  // side, entry, close, qty, maker, pnl, fee, net
  ['Buy', '64000', '65000', '0.1', false, '100.0000', '3.5750', '96.4250'],
  ['Buy', '64000', '63000', '0.1', true, '-100.0000', '1.2600', '-101.2600'],
  ['Sell', '3250', '3000', '4', false, '1000.0000', '6.6000', '993.4000'],
] as const)('linear %s %s → %s × %s (maker %s)', (side, entry, close, qty, maker, pnl, fee, net) => {
  expect(
    closeSummary({ positionSide: side, entryPrice: entry, closePrice: close, qty, fee: contractFee, maker }, BTCUSDT),
  ).toEqual({ pnl, fee, net });
});

test('inverse: in the coin, qty ÷ price', () => {
  // short 5000 @ 66000 closed at 64000: 5000 × (1/64000 − 1/66000) = 0.00236742…; fee 5000/64000 × 0.00055
  expect(
    closeSummary(
      { positionSide: 'Sell', entryPrice: '66000', closePrice: '64000', qty: '5000', fee: contractFee, maker: false },
      BTCUSD,
    ),
  ).toEqual({ pnl: '0.00236742', fee: '0.00004297', net: '0.00232445' });
});

test('options: the fee per contract is min(rate × index, 0.125 × price)', () => {
  const optFee: FeeRate = {
    feeBase: 'index',
    takerFeeRate: '0.00055',
    makerFeeRate: '0.0002',
    maxPriceProportion: '0.125',
  };
  const r = closeSummary(
    {
      positionSide: 'Buy',
      entryPrice: '1000',
      closePrice: '1200',
      qty: '2',
      fee: optFee,
      maker: false,
      indexPrice: '64000',
    },
    { inverse: false, moneyDecimals: 4 },
  );
  expect(r).toEqual({ pnl: '400.0000', fee: '70.4000', net: '329.6000' });
  const cheap = closeSummary(
    {
      positionSide: 'Buy',
      entryPrice: '10',
      closePrice: '20',
      qty: '1',
      fee: optFee,
      maker: false,
      indexPrice: '64000',
    },
    { inverse: false, moneyDecimals: 4 },
  );
  expect(cheap?.fee).toBe('2.5000');
});

test('no fee rate yet: the PnL alone; no price or quantity: no line', () => {
  expect(
    closeSummary(
      { positionSide: 'Buy', entryPrice: '64000', closePrice: '65000', qty: '0.1', fee: null, maker: false },
      BTCUSDT,
    ),
  ).toEqual({ pnl: '100.0000', fee: null, net: null });
  expect(
    closeSummary(
      { positionSide: 'Buy', entryPrice: '64000', closePrice: '', qty: '0.1', fee: contractFee, maker: false },
      BTCUSDT,
    ),
  ).toBeNull();
  expect(
    closeSummary(
      { positionSide: 'Buy', entryPrice: '64000', closePrice: '1', qty: '0', fee: contractFee, maker: false },
      BTCUSDT,
    ),
  ).toBeNull();
});
