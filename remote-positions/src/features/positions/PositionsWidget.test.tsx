import { currentSymbolChanged } from 'shared-core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-http';
import { pushBatchApplied } from 'shared-core';
import { dataTableRenders, resetDataTableRenders } from 'shared-core/dataTable';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { ACCOUNTS, wireOptionLong, wirePerpShort } from './fixtures';
import { PositionsWidget, orderHistoryHref } from './PositionsWidget';

type GetMock = ReturnType<typeof createTestServices>['http']['get'];
const POSITION_LIST = '/contract/v5/position/list';
/** Answers the position list with `answers` in turn (the last one repeats); other GETs get an empty list. */
function answerPositions(get: GetMock, ...answers: (() => Promise<unknown>)[]) {
  let n = 0;
  get.mockImplementation((path: string) =>
    path === POSITION_LIST ? answers[Math.min(n++, answers.length - 1)]!() : Promise.resolve({ list: [] }),
  );
}
/** One batch holding one `user.position` delta push. */
const positionDelta = (data: readonly Record<string, unknown>[]) =>
  pushBatchApplied([{ type: 'push', stream: 'private', topic: 'user.position', seq: 1, kind: 'delta', ts: 1, data }]);
const positionListCalls = (get: GetMock) => get.mock.calls.filter(([path]) => path === POSITION_LIST).length;

describe('PositionsWidget', () => {
  it('shows loading, then the positions with live pushes, and subscribes to user.position', async () => {
    const { services, http, streams } = createTestServices();
    let resolve: (v: unknown) => void = () => {};
    answerPositions(http.get, () => new Promise((r) => (resolve = r)));
    renderWithProviders(<PositionsWidget />, { services });
    expect(screen.getByTestId('positions-loading')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/contract/v5/position/list', undefined, expect.anything());
    expect(streams.private.subscribe).toHaveBeenCalledWith(['user.position']);
    expect(screen.getByTestId('version-label')).toHaveTextContent('0.1.0');

    await act(async () => resolve({ list: [wireOptionLong, wirePerpShort] }));
    expect(screen.getByTestId('positions-table')).toBeInTheDocument();
    expect(screen.getByTestId('position-mark-BTC-27DEC24-100000-C')).toHaveTextContent('1,300.25');
    expect(screen.getByTestId('position-upl-BTCUSDT')).toHaveAttribute('data-sign', '-1');
    // a loss reads as a loss right to left too: the signed figure is isolated left to right
    expect(screen.getByTestId('position-upl-BTCUSDT').querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Cross 10x')).toBeInTheDocument();

    act(() => {
      services.store.dispatch(positionDelta([{ s: 'BTC-27DEC24-100000-C', pi: 0, mp: '1111.1', upl: '-1' }]));
    });
    expect(screen.getByTestId('position-mark-BTC-27DEC24-100000-C')).toHaveTextContent('1,111.10');
    expect(screen.getByTestId('position-upl-BTC-27DEC24-100000-C')).toHaveTextContent('-1.0000');
  });

  it('a mark push to one position re-renders that row only, in place (issue 16: 500 rows at 60 fps)', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wirePerpShort, wireOptionLong] });
    renderWithProviders(<PositionsWidget />, { services });
    await screen.findByTestId('position-row-BTCUSDT');
    const order = () =>
      Array.from(document.querySelectorAll('[data-testid^="position-row-"]')).map((r) => r.getAttribute('data-key'));
    const before = order();
    expect(before).toEqual(['BTC-27DEC24-100000-C:0', 'BTCUSDT:0']);
    resetDataTableRenders();
    act(() => {
      services.store.dispatch(positionDelta([{ s: 'BTCUSDT', pi: 0, mp: '59000.5', upl: '750.5' }]));
    });
    expect(screen.getByTestId('position-mark-BTCUSDT')).toHaveTextContent('59,000.5');
    // the pushed row and, in it, its mark and PnL cells; the option row is left alone
    expect(dataTableRenders.rows).toBe(1);
    expect(dataTableRenders.cells).toBe(2);
    expect(order()).toEqual(before);
  });

  it('highlights the rows of the instrument another widget picked', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wireOptionLong, wirePerpShort] });
    renderWithProviders(<PositionsWidget />, { services });
    const row = await screen.findByTestId('position-row-BTC-27DEC24-100000-C');
    expect(row).not.toHaveAttribute('data-selected');
    act(() => void services.store.dispatch(currentSymbolChanged('BTC-27DEC24-100000-C')));
    expect(row).toHaveAttribute('data-selected', 'true');
  });

  it('shows the empty state', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [] });
    renderWithProviders(<PositionsWidget />, { services });
    expect(await screen.findByTestId('positions-empty')).toHaveTextContent('You have no open positions.');
  });

  it('shows an error with a retry that reloads', async () => {
    const { services, http } = createTestServices();
    answerPositions(
      http.get,
      () => Promise.reject(new ApiError(10016, 'service busy', 'business', POSITION_LIST)),
      () => Promise.resolve({ list: [wirePerpShort] }),
    );
    renderWithProviders(<PositionsWidget />, { services });
    expect(await screen.findByTestId('positions-error')).toHaveTextContent('10016');
    await userEvent.click(screen.getByTestId('positions-retry'));
    expect(await screen.findByTestId('position-row-BTCUSDT')).toBeInTheDocument();
  });

  it('reloads the snapshot on a resync of its topic only', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: [wirePerpShort] });
    renderWithProviders(<PositionsWidget />, { services });
    await screen.findByTestId('position-row-BTCUSDT');
    act(() => services.bus.publish({ type: 'stream.resync', stream: 'public', topic: 'tickers.BTC' }));
    expect(positionListCalls(http.get)).toBe(1);
    act(() => services.bus.publish({ type: 'stream.resync', stream: 'private', topic: 'user.position' }));
    await waitFor(() => expect(positionListCalls(http.get)).toBe(2));
  });

  it('speaks German', async () => {
    const { services, http } = createTestServices({ language: 'de' });
    http.get.mockResolvedValue({ list: [] });
    renderWithProviders(<PositionsWidget />, { services });
    expect(await screen.findByText('Sie haben keine offenen Positionen.')).toBeInTheDocument();
  });
});

describe('order-history link of the current symbol (positions.md §2)', () => {
  it.each([
    ['BTCUSDT', ACCOUNTS.uta2, '/user/assets/order/derivatives/uniform-usdt/all-orders'],
    ['BTCPERP', ACCOUNTS.leader, '/user/assets/order/derivatives/usdc-perpetual/all-orders'],
    ['BTC-27DEC24-60000-C', ACCOUNTS.uta2, '/user/assets/order/usdc-options-more?asset_tab=OrderHistory'],
    [null, ACCOUNTS.uta2, null],
  ])('%s → %s', (symbol, account, href) => expect(orderHistoryHref(symbol, account)).toBe(href));
});
