import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountKind, ContractSymbolConfig, Position } from 'shared-core';
import type { HostServices } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { CLOSED_PNL_PATH, SHARE_PROFILE_PATH } from './api';
import { AVATAR_SVG, DOT_PNG } from './fixtures';
import { ShareDialog } from './ShareDialog';

jest.mock('./render', () => ({
  qrDataUrl: jest.fn(() => Promise.resolve(DOT_PNG)),
  posterPng: jest.fn(() => Promise.resolve(DOT_PNG)),
  saveDataUrl: jest.fn(),
}));
import * as renderModule from './render';

const render = renderModule as jest.Mocked<typeof renderModule>;

const position = {
  symbol: 'BTCUSDT',
  side: 'Buy',
  size: '0.5',
  positionIdx: 0,
  leverage: '1000',
  entryPrice: '60000',
  markPrice: '61000',
  positionUPL: '500',
  ROI: '16.66',
} as Position;
const config = { symbol: 'BTCUSDT', tickSize: '0.1', priceFraction: 1 } as ContractSymbolConfig;
const ACCOUNT: AccountKind = {
  unified: 2,
  portfolioMargin: false,
  demo: false,
  copyTrade: false,
  copyTradeRole: 'none',
  hedgeMode: false,
};

function setup(account = ACCOUNT) {
  const { services, http } = createTestServices({ language: 'en' });
  http.get.mockImplementation((path: string) =>
    path === SHARE_PROFILE_PATH
      ? Promise.resolve({ nickname: 'Demo Trader', inviteCode: 'SIM00001', avatar: AVATAR_SVG, loyaltyLabel: 2 })
      : path === CLOSED_PNL_PATH
        ? Promise.resolve({ list: [] })
        : new Promise(() => {}),
  );
  const onDone = jest.fn();
  renderWithProviders(
    <ShareDialog kind="share" position={position} config={config} account={account} onDone={onDone} />,
    {
      services: services as HostServices,
    },
  );
  return { http, onDone };
}

it('shows the poster: name, VIP badge, ROI, the invite link with its QR code', async () => {
  setup();
  expect(await screen.findByTestId('share-qr')).toBeInTheDocument();
  expect(screen.getByTestId('share-nickname')).toHaveTextContent('Demo Trader');
  expect(screen.getByTestId('share-badge')).toHaveTextContent('VIP');
  expect(screen.getByTestId('share-headline')).toHaveTextContent('+16.66%');
  expect(screen.getByTestId('share-link')).toHaveTextContent(`${window.location.origin}/en/invite?ref=SIM00001`);
  expect(render.qrDataUrl).toHaveBeenCalledWith(`${window.location.origin}/en/invite?ref=SIM00001`);
  expect(screen.getByText('Join with my code and get up to 5000 USDT in bonuses')).toBeInTheDocument();
});

it('Download image draws the poster node and saves a PNG named after the poster', async () => {
  setup();
  await screen.findByTestId('share-qr');
  await userEvent.click(screen.getByTestId('share-style-vertical'));
  await userEvent.click(screen.getByTestId('share-download'));
  await waitFor(() => expect(render.saveDataUrl).toHaveBeenCalledWith(DOT_PNG, 'BTCUSDT-openPosition-vertical.png'));
  expect(render.posterPng).toHaveBeenCalledWith(screen.getByTestId('share-poster'));
});

it('portfolio margin: no ROI, the PnL is the headline', async () => {
  setup({ ...ACCOUNT, portfolioMargin: true });
  await screen.findByTestId('share-qr');
  expect(screen.getByTestId('share-headline')).toHaveTextContent('+500.00');
  expect(screen.queryByText('ROI')).not.toBeInTheDocument();
});

it('keyboard alone: a double Enter or double click on Download image draws and saves once; Escape closes', async () => {
  const { onDone } = setup();
  await screen.findByTestId('share-qr');
  let finish: (png: string) => void = () => undefined;
  render.posterPng.mockClear();
  render.saveDataUrl.mockClear();
  render.posterPng.mockImplementationOnce(() => new Promise((res) => (finish = res)));
  screen.getByTestId('share-download').focus();
  await userEvent.keyboard('{Enter}{Enter}');
  expect(render.posterPng).toHaveBeenCalledTimes(1);
  finish(DOT_PNG);
  await waitFor(() => expect(screen.getByTestId('share-download')).toBeEnabled());
  // two clicks in one tick (before a re-render could disable the button)
  render.posterPng.mockImplementationOnce(() => new Promise((res) => (finish = res)));
  act(() => {
    fireEvent.click(screen.getByTestId('share-download'));
    fireEvent.click(screen.getByTestId('share-download'));
  });
  expect(render.posterPng).toHaveBeenCalledTimes(2);
  finish(DOT_PNG);
  await waitFor(() => expect(render.saveDataUrl).toHaveBeenCalledTimes(2));
  expect(render.posterPng).toHaveBeenCalledTimes(2);
  await userEvent.keyboard('{Escape}');
  expect(onDone).toHaveBeenCalled();
});
