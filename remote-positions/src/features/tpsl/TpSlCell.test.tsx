import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Position, TpSlEntry } from 'shared-core';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { PositionRowView } from '../positions/rules';
import { clearPending, markPending } from './pending';
import { tpSlSignature } from './rules/payload';
import { TpSlCell } from './TpSlCell';

// The TP/SL cell: the exchange's values only, "pending" until a push shows a sent change, and the
// popover (loaded on first open) listing entire and partial TP/SL.

const partial: TpSlEntry = {
  orderId: 'o-1',
  takeProfit: '70000',
  stopLoss: '0',
  qty: '0.1',
  tpTriggerBy: 'LastPrice',
  slTriggerBy: '' as 'LastPrice',
  tpStopOrderId: 'o-1',
};
const position: Position = {
  symbol: 'BTCUSDT',
  side: 'Buy',
  size: '0.25',
  positionIdx: 0,
  takeProfit: '72000',
  stopLoss: '60000',
  fullTpsl: { ...partial, orderId: '', takeProfit: '72000', stopLoss: '60000', qty: '0.25' },
  partialTpslList: [partial],
};
const rowOf = (p: Position) =>
  ({
    key: 'BTCUSDT:0',
    position: p,
    symbol: p.symbol,
    takeProfit: '72,000.0',
    stopLoss: '60,000.0',
  }) as PositionRowView;

afterEach(() => clearPending('BTCUSDT:0'));

it('shows "pending" while the position still holds what it held when the change was sent', () => {
  const { rerender } = renderWithProviders(<TpSlCell row={rowOf(position)} />);
  expect(screen.queryByTestId('tpsl-pending')).toBeNull();
  act(() => markPending('BTCUSDT:0', tpSlSignature(position)));
  expect(screen.getByTestId('tpsl-pending')).toHaveTextContent('pending');
  // the push with the new take profit arrives: the mark goes
  const pushed = { ...position, takeProfit: '73000' };
  rerender(<TpSlCell row={rowOf(pushed)} />);
  expect(screen.queryByTestId('tpsl-pending')).toBeNull();
});

it('the popover lists the entire and the partial TP/SL with their quantities', async () => {
  renderWithProviders(<TpSlCell row={rowOf(position)} />);
  expect(screen.getByTestId('tpsl-cell-values')).toHaveTextContent('72,000.0 / 60,000.0 (+1)');
  await userEvent.click(screen.getByTestId('tpsl-cell-values'));
  expect(await screen.findByTestId('tpsl-popover-entire')).toHaveTextContent('72000');
  expect(screen.getByTestId('tpsl-popover-partial')).toHaveTextContent('70000');
  expect(screen.getByTestId('tpsl-popover-partial')).toHaveTextContent('0.1');
});

it('names its values button by the values shown, then what it does (the visible text is in the name)', () => {
  renderWithProviders(<TpSlCell row={rowOf(position)} />);
  expect(screen.getByTestId('tpsl-cell-values')).toHaveAccessibleName('72,000.0 / 60,000.0 (+1) Show TP/SL of BTCUSDT');
});
