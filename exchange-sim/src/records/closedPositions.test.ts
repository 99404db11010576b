import type { ExecutionRecord } from '../store/types';
import { borrowingsOf } from './borrowings';
import { closedPositionRecords } from './closedPositions';

let seq = 0;
const fill = (side: 'Buy' | 'Sell', qty: string, price: string, fee = '0', symbol = 'BTCUSDT'): ExecutionRecord => {
  seq += 1;
  return {
    execId: `e${String(seq).padStart(3, '0')}`,
    orderId: `o${seq}`,
    orderLinkId: '',
    userId: 1,
    symbol,
    side,
    orderType: 'Market',
    execPrice: price,
    execQty: qty,
    execValue: '0',
    execFee: fee,
    leavesQty: '0',
    isMaker: false,
    execTime: seq * 1000,
  };
};
const replay = (fills: ExecutionRecord[], inverse = false) =>
  closedPositionRecords(
    fills,
    () => undefined,
    () => inverse,
    (s) => s.includes('-C'),
  );

describe('closed positions replayed from fills', () => {
  it('a flip closes the long and opens a short at the fill price; fees shared by quantity', () => {
    const out = replay([fill('Buy', '1', '100', '1'), fill('Sell', '3', '110', '3'), fill('Buy', '2', '105', '2')]);
    expect(out.map((p) => [p.side, p.closedSize, p.avgEntryPrice, p.avgExitPrice, p.closedPnl, p.fees])).toEqual([
      ['Sell', '2', '110', '105', '10', '4'],
      ['Buy', '1', '100', '110', '10', '2'],
    ]);
    expect(out[1]!.netPnl).toBe('8');
  });

  it('a position still open is not listed; options are left out', () => {
    expect(replay([fill('Buy', '1', '100'), fill('Sell', '0.5', '120')])).toEqual([]);
    expect(
      replay([fill('Buy', '1', '5', '0', 'BTC-27DEC24-1-C'), fill('Sell', '1', '6', '0', 'BTC-27DEC24-1-C')]),
    ).toEqual([]);
  });

  it('inverse: qty × (1/entry − 1/exit)', () => {
    const [p] = replay([fill('Buy', '100', '50'), fill('Sell', '100', '100')], true);
    expect(p!.closedPnl).toBe('1');
  });
});

describe('borrowings from balances', () => {
  const now = 10 * 3_600_000;
  it('only coins below zero; interest per whole hour, rounded up', () => {
    const list = borrowingsOf({ USDT: '-1000', USDC: '5', BTC: '-0.00000001' }, { 'borrowSince.USDT': '1' }, now);
    expect(list.map((b) => [b.coin, b.borrowAmount, b.interest])).toEqual([
      ['BTC', '0.00000001', '0'],
      ['USDT', '1000', '0.0225'],
    ]);
  });
  it('a start in the future or none accrues nothing', () =>
    expect(borrowingsOf({ ETH: '-1' }, { 'borrowSince.ETH': String(now + 1) }, now)[0]!.interest).toBe('0'));
});
