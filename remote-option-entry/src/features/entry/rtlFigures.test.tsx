import { screen, within } from '@testing-library/react';
import { Table, TableBody } from '@mui/material';
import { loadAllTexts } from 'shared-core';
import { optionEntryTexts } from '../../i18n';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { ConfirmRow } from './ConfirmRow';
import { EntryOpenOrders } from './EntryOpenOrders';
import type { ConfirmLegRow } from './confirmView';

const row: ConfirmLegRow = {
  legId: 'leg-1',
  symbol: 'BTC-27DEC24-100000-C',
  side: 'buy',
  qty: '1.50',
  price: '1,250.5',
  priceType: 'usd',
  market: false,
  iv: null,
  timeInForce: 'GoodTillCancel',
  flags: [],
  required: '46.9580 USDC',
  deviation: null,
  moved: false,
};

it('Arabic: symbol, price, quantity and the margin with its coin read left to right', async () => {
  const { services } = createTestServices({ language: 'ar-SA' });
  await loadAllTexts(services.i18n, optionEntryTexts);
  renderWithProviders(
    <Table>
      <TableBody>
        <ConfirmRow row={row} />
      </TableBody>
    </Table>,
    { services },
  );
  const isolated = Array.from(
    screen.getByTestId('confirm-row-leg-1').querySelectorAll('bdi[dir="ltr"]'),
    (e) => e.textContent,
  );
  expect(isolated).toEqual(expect.arrayContaining(['BTC-27DEC24-100000-C', '1,250.5', '1.50', '46.9580 USDC']));
  // "46.9580 USDC" is one left-to-right island: the coin stays after its figure
  expect(within(screen.getByTestId('confirm-required-leg-1')).getByText('46.9580 USDC').tagName).toBe('BDI');
});

it("Arabic: the ticket's open orders keep price and 'filled / total' left to right", async () => {
  const { services } = createTestServices({ language: 'ar-SA' });
  await loadAllTexts(services.i18n, optionEntryTexts);
  renderWithProviders(
    <EntryOpenOrders
      symbol="BTC-27DEC24-100000-C"
      rows={[{ orderId: 'o1', side: 'Sell', price: '1,250.5', qty: '1.50', filled: '0.25 / 1.50', cancelling: false }]}
      onCancel={() => undefined}
    />,
    { services },
  );
  const isolated = Array.from(
    screen.getByTestId('entry-order-o1').querySelectorAll('bdi[dir="ltr"]'),
    (e) => e.textContent,
  );
  expect(isolated).toEqual(expect.arrayContaining(['1,250.5', '0.25 / 1.50']));
});
