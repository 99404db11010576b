import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { AssetsTab } from './AssetsTab';
import { assetRows } from './rules';

const WALLET = [
  { coin: 'BTC', walletBalance: '0', positionIM: '0', orderIM: '0', availableBalance: '0' },
  {
    coin: 'USDT',
    walletBalance: '20000.123456',
    positionIM: '1250.5',
    orderIM: '10',
    availableBalance: '18739.623456',
  },
  { coin: 'ETH', walletBalance: '1.5', positionIM: '0', orderIM: '0', availableBalance: '1.5' },
];

describe('assetRows', () => {
  test('coins holding something first, A–Z; stablecoins at 4 decimals, others 8; German comma', () => {
    const rows = assetRows(WALLET, 'de');
    expect(rows.map((r) => r.coin)).toEqual(['ETH', 'USDT', 'BTC']);
    expect(rows[1]).toMatchObject({ walletBalance: '20.000,1235', availableBalance: '18.739,6235' });
    expect(rows[0]!.walletBalance).toBe('1,50000000');
  });

  test('malformed entries are dropped, not shown as zero', () => {
    expect(assetRows([null, 7, { coin: '' }, { walletBalance: '1' }, WALLET[2]], 'en').map((r) => r.coin)).toEqual([
      'ETH',
    ]);
  });
});

describe('AssetsTab', () => {
  const props = { instrumentFilter: 'ALL', allMarkets: true } as const;

  it('shows the wallet per coin and refreshes on demand', async () => {
    const { services, http } = createTestServices();
    http.get.mockResolvedValue({ list: WALLET });
    renderWithProviders(<AssetsTab {...props} />, { services });
    expect(await screen.findByTestId('asset-row-USDT')).toHaveTextContent('20,000.1235');
    expect(http.get).toHaveBeenCalledWith('/v5/account/wallet-balance', undefined, expect.anything());
    const before = http.get.mock.calls.length;
    http.get.mockResolvedValue({ list: [{ ...WALLET[1], walletBalance: '19000' }] });
    await userEvent.click(screen.getByTestId('assets-refresh'));
    expect(await screen.findByText('19,000.0000')).toBeInTheDocument();
    expect(http.get.mock.calls.length).toBe(before + 1);
  });

  it('a failed load says its code and retries', async () => {
    const { services, http } = createTestServices();
    http.get.mockRejectedValueOnce(new ApiError(10016, 'Server error', 'business', '/v5/account/wallet-balance'));
    renderWithProviders(<AssetsTab {...props} />, { services });
    expect(await screen.findByTestId('assets-error')).toHaveTextContent('(10016)');
    http.get.mockResolvedValue({ list: WALLET });
    await userEvent.click(screen.getByTestId('assets-retry'));
    expect(await screen.findByTestId('asset-row-ETH')).toBeInTheDocument();
  });
});
