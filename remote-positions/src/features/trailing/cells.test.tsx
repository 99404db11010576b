import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MmrCloseCell } from '../mmrClose/MmrCloseCell';
import { ACCOUNTS, rowsOf, wireOptionLong, wirePerpIsolatedLong, wirePerpShort } from '../positions/fixtures';
import { ShareButton } from '../share/ShareButton';
import { markPending } from './pending';
import { TrailingStopCell } from './TrailingStopCell';

// The cells of issue 17 in a row: what the exchange holds, "pending" while unconfirmed, a dash where not offered.

const [long] = rowsOf([wirePerpIsolatedLong]);
const [short] = rowsOf([wirePerpShort]);

it('the trailing cell shows the distance held and says pending only while a change is unconfirmed', () => {
  renderWithProviders(<TrailingStopCell row={long!} />);
  const cell = screen.getByTestId('trailing-cell:ETHUSDT:0');
  expect(cell).toHaveTextContent('50');
  expect(cell).toHaveAccessibleName('Trailing stop of ETHUSDT: 50.00. Edit');
  let release = () => {};
  act(() => {
    release = markPending('trailing', 'ETHUSDT:0');
  });
  expect(screen.getByTestId('trailing-cell:ETHUSDT:0-pending')).toHaveTextContent('pending');
  expect(cell).toHaveTextContent('50');
  act(() => release());
  expect(screen.queryByTestId('trailing-cell:ETHUSDT:0-pending')).not.toBeInTheDocument();
});

it('a rate held shows in percent; none offers Add', () => {
  const [rate] = rowsOf([{ ...wirePerpShort, tvp: '150' }]);
  renderWithProviders(
    <>
      <TrailingStopCell row={rate!} />
      <TrailingStopCell row={short!} />
    </>,
  );
  expect(screen.getAllByTestId('trailing-cell:BTCUSDT:0')[0]).toHaveTextContent('1.5%');
  expect(screen.getAllByTestId('trailing-cell:BTCUSDT:0')[1]).toHaveTextContent('Add');
  // the visible "Add" is in the accessible name (WCAG 2.5.3, axe's label-content-name-mismatch)
  expect(screen.getAllByTestId('trailing-cell:BTCUSDT:0')[1]).toHaveAccessibleName('Add trailing stop for BTCUSDT');
});

it('the MMR cell: the trigger held; a dash (no button) for portfolio margin or options', () => {
  const [pm] = rowsOf([wirePerpIsolatedLong], ACCOUNTS.pm);
  const [option] = rowsOf([wireOptionLong]);
  renderWithProviders(
    <>
      <MmrCloseCell row={long!} />
      <MmrCloseCell row={pm!} />
      <MmrCloseCell row={option!} />
    </>,
  );
  expect(screen.getByTestId('mmr-cell:ETHUSDT:0')).toHaveTextContent('80.00%');
  expect(screen.getAllByRole('button')).toHaveLength(1);
});

it('the share icon is a labelled button, reachable by keyboard', async () => {
  renderWithProviders(<ShareButton row={long!} />);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Share PnL of ETHUSDT' })).toHaveFocus();
});
