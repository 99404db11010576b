import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Position } from 'shared-core';
import type { HostServices } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { ACCOUNTS } from '../positions/fixtures';
import { loadPositions } from '../positions/slice';
import { CLOSED_PNL_PATH, SHARE_PROFILE_PATH } from './api';
import { AVATAR_SVG, DOT_PNG, optionCall, optionPut, optionRecord } from './fixtures';
import type { ClosedPnl } from './rules/share';
import { ShareDialog } from './ShareDialog';

jest.mock('./render', () => ({
  qrDataUrl: jest.fn(() => Promise.resolve(DOT_PNG)),
  posterPng: jest.fn(() => Promise.resolve(DOT_PNG)),
  saveDataUrl: jest.fn(),
}));
import * as renderModule from './render';

const render = renderModule as jest.Mocked<typeof renderModule>;

// positions.md §2 option profit poster: position PnL, order PnL, portfolio (from the positions table)

const call = optionCall;
const put = optionPut;
const record = optionRecord;
const usdt = { ...call, symbol: 'ETH-27DEC24-3000-C-USDT', positionUPL: '99999' } as Position;
const perp = { symbol: 'BTCUSDT', side: 'Buy', size: '1', positionIdx: 0, positionUPL: '1000' } as Position;
const ACCOUNT = ACCOUNTS.uta2;

function setup(records: ClosedPnl[] = [record], account = ACCOUNT, orderId?: string) {
  const { services, http } = createTestServices({ language: 'en' });
  services.store.dispatch({ type: loadPositions.pending.type, meta: { requestId: 'r' } });
  services.store.dispatch({
    type: loadPositions.fulfilled.type,
    payload: [call, put, usdt, perp],
    meta: { requestId: 'r' },
  });
  http.get.mockImplementation((path: string) =>
    path === SHARE_PROFILE_PATH
      ? Promise.resolve({ nickname: 'Demo Trader', inviteCode: 'SIM00001', avatar: AVATAR_SVG, loyaltyLabel: 3 })
      : path === CLOSED_PNL_PATH
        ? Promise.resolve({ list: records })
        : new Promise(() => {}),
  );
  renderWithProviders(
    <ShareDialog
      kind="share"
      position={call}
      config={undefined}
      account={account}
      onDone={jest.fn()}
      orderId={orderId}
    />,
    { services: services as HostServices },
  );
  return { http };
}

beforeEach(() => jest.clearAllMocks());

it('opens on the position PnL: ROI with 4 decimals, no leverage, the three variants offered', async () => {
  setup();
  await screen.findByTestId('share-qr');
  expect(screen.getByTestId('share-kind')).toHaveTextContent('Option profit · Position PnL');
  expect(screen.getByTestId('share-headline')).toHaveTextContent('+25.0471%');
  expect(screen.getByTestId('share-pair-entryPrice')).toHaveTextContent('1200.00');
  expect(screen.getByTestId('share-pair-pnl')).toHaveTextContent('+450.68');
  expect(screen.queryByText(/\dx$/)).not.toBeInTheDocument();
  for (const v of ['positionPnl', 'orderPnl', 'portfolio'])
    expect(screen.getByTestId(`share-variant-${v}`)).toBeInTheDocument();
});

it('order PnL: the latest closed-PnL record of the option, its ROI on the premium', async () => {
  setup();
  await screen.findByTestId('share-qr');
  await userEvent.click(screen.getByTestId('share-variant-orderPnl'));
  expect(screen.getByTestId('share-headline')).toHaveTextContent('+37.5000%');
  expect(screen.getByTestId('share-pair-exitPrice')).toHaveTextContent('1650.00');
  expect(screen.getByTestId('share-pair-qty')).toHaveTextContent('0.500');
  await userEvent.click(screen.getByRole('button', { name: 'PnL' }));
  expect(screen.getByTestId('share-headline')).toHaveTextContent('+225.00');
});

it('portfolio: the USDC option positions summed (not the USDT option, not the perpetual), downloaded by variant', async () => {
  setup();
  await screen.findByTestId('share-qr');
  await userEvent.click(screen.getByTestId('share-variant-portfolio'));
  expect(screen.getByTestId('share-symbol')).toHaveTextContent('USDC options');
  expect(screen.getByTestId('share-pair-positions')).toHaveTextContent('2');
  expect(screen.getByTestId('share-pair-pnl')).toHaveTextContent('+290.68');
  await userEvent.click(screen.getByTestId('share-style-vertical'));
  await userEvent.click(screen.getByTestId('share-download'));
  await waitFor(() =>
    expect(render.saveDataUrl).toHaveBeenCalledWith(DOT_PNG, 'USDC-optionProfit-portfolio-vertical.png'),
  );
});

it('no closed record for the option: no order PnL variant', async () => {
  setup([{ ...record, symbol: 'ETH-27DEC24-3000-C' }]);
  await screen.findByTestId('share-qr');
  expect(screen.queryByTestId('share-variant-orderPnl')).not.toBeInTheDocument();
  expect(screen.getByTestId('share-variant-portfolio')).toBeInTheDocument();
});

it('portfolio margin: no ROI choice, PnL headlines', async () => {
  setup([record], ACCOUNTS.pm);
  await screen.findByTestId('share-qr');
  expect(screen.getByTestId('share-headline')).toHaveTextContent('+450.68');
  expect(screen.queryByRole('button', { name: 'ROI' })).not.toBeInTheDocument();
});

it('opened for an order: its order PnL from that order’s record, not the newest', async () => {
  setup([{ ...record, orderId: 'o-0', closedPnl: '-30', avgExitPrice: '1140', createdAt: 1 }, record], ACCOUNT, 'o-0');
  await screen.findByTestId('share-qr');
  expect(screen.getByTestId('share-kind')).toHaveTextContent('Option profit · Order PnL');
  expect(screen.getByTestId('share-headline')).toHaveTextContent('-5.0000%');
  expect(screen.getByTestId('share-pair-exitPrice')).toHaveTextContent('1140.00');
});
