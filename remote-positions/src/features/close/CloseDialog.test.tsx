import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountKindOf,
  streamStatusChanged,
  type AccountKind,
  type ContractSymbolConfig,
  type Position,
} from 'shared-core';
import { ApiError } from 'shared-http';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { CloseDialog } from './CloseDialog';
import { SLIPPAGE_STORAGE_KEY } from './rules';

// The close dialog against a fake exchange (positions.md §2, §4, §5, §7, §8, §9).

const BTC_CONFIG = {
  symbol: 'BTCUSDT',
  symbolName: 'BTCUSDT',
  displayName: 'BTCUSDT',
  coin: 'USDT',
  baseCoin: 'BTC',
  settleCoin: 'USDT',
  contractStatus: 'Trading',
  contractType: 'UsdtPerpetual',
  tickSize: '0.1',
  tickSizeFraction: 1,
  priceFraction: 1,
  lotSize: '0.001',
  lotStep: '0.001',
  lotFraction: 3,
  minQty: '0.001',
  maxQty: '50',
  maxMarketQty: '10',
  minPrice: '0.1',
  maxPrice: '1999999.8',
  balanceFraction: 4,
  upnlFraction: 4,
} satisfies ContractSymbolConfig;

const LONG: Position = {
  symbol: 'BTCUSDT',
  side: 'Buy',
  size: '0.25',
  positionIdx: 0,
  leverage: '1000',
  entryPrice: '64000',
  liqPrice: '58000',
  markPrice: '65000',
};

const UTA2 = accountKindOf({ accountType: 'UTA2' });
const CLASSIC = accountKindOf({ accountType: 'REGULAR' });

interface Fake {
  last?: string;
  ask1?: string;
  /** bid1 per ticker read, in turn (the last repeats) */
  bid1?: string | string[];
  preWarn?: boolean;
  create?: () => Promise<unknown>;
  positionSize?: string;
  confirms?: string;
  orders?: unknown[];
}

function setup(
  position: Position,
  kind: 'closeLimit' | 'closeMarket',
  account: AccountKind,
  fake: Fake = {},
  config: ContractSymbolConfig | undefined = BTC_CONFIG,
  language = 'en',
) {
  const { services, http } = createTestServices({ language });
  let tickerReads = 0;
  services.store.dispatch(streamStatusChanged({ stream: 'private', status: 'live' }));
  http.get.mockImplementation((path: string, params?: Record<string, string>) => {
    switch (path) {
      case '/contract/v5/public/support/symbol-price':
        return Promise.resolve({
          list: { [position.symbol]: { lastPrice: fake.last ?? '65000', markPrice: '65000', indexPrice: '65000' } },
        });
      case '/contract/v5/public/fee-rate':
        return Promise.resolve({ feeBase: 'value', takerFeeRate: '0.00055', makerFeeRate: '0.0002' });
      case '/v5/market/tickers': {
        const bids = Array.isArray(fake.bid1) ? fake.bid1 : [fake.bid1 ?? '64999.5'];
        const bid1Price = bids[Math.min(tickerReads++, bids.length - 1)];
        return Promise.resolve({ list: [{ ask1Price: fake.ask1 ?? '65000.5', bid1Price }] });
      }
      case '/contract/v5/public/instrument/slippage':
        return Promise.resolve({ qty: params?.slippageValue === '10' ? '0.01' : '5' });
      case '/contract/v5/order/list':
        return Promise.resolve({ list: fake.orders ?? [] });
      case '/user/double-confirm/list':
        return Promise.resolve({ confirms: fake.confirms ?? '' });
      case '/contract/v5/position/list':
        return Promise.resolve({
          list: [{ s: position.symbol, pi: position.positionIdx, sz: fake.positionSize ?? position.size }],
        });
      default:
        return Promise.reject(new ApiError(10404, 'unknown', 'business', path));
    }
  });
  http.post.mockImplementation((path: string) => {
    if (path === '/contract/v5/private/position/pre-close')
      return Promise.resolve({
        liquidationWarning: !!fake.preWarn,
        liqPrice: '58000',
        closeQty: '0.25',
        remainingSize: '0',
      });
    return fake.create ? fake.create() : Promise.resolve({ orderId: 'o1', price: '65000' });
  });
  const onDone = jest.fn();
  const toasts: unknown[] = [];
  services.bus.on('toast').subscribe((e) => toasts.push(e));
  renderWithProviders(
    <CloseDialog kind={kind} position={position} config={config} account={account} onDone={onDone} />,
    { services },
  );
  const creates = () => http.post.mock.calls.filter(([p]) => p !== '/contract/v5/private/position/pre-close');
  return { services, http, onDone, toasts, creates };
}

const qtyInput = () => screen.getByTestId('close-qty') as HTMLInputElement;
const priceInput = () => screen.getByTestId('close-price') as HTMLInputElement;

beforeEach(() => localStorage.clear());

describe('limit close', () => {
  it('opens with the size and the last price, sends the §7 body once with its client tag', async () => {
    const user = userEvent.setup();
    const { creates, onDone, toasts } = setup(LONG, 'closeLimit', UTA2);
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    expect(qtyInput().value).toBe('0.250');
    expect(screen.getByRole('slider')).toHaveValue('100');
    expect(screen.getByTestId('close-summary')).toHaveTextContent('Expected PnL 250.0000 USDT · close fee 8.9375 USDT');

    const confirm = screen.getByTestId('close-confirm');
    await user.dblClick(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(creates()).toHaveLength(1);
    const [path, body, options] = creates()[0]!;
    expect(path).toBe('/contract/v5/order/create');
    expect(body).toEqual({
      side: 'Sell',
      symbol: 'BTCUSDT',
      orderType: 'Limit',
      qtyX: '25000000',
      qty: '0.25',
      price: '65000',
      type: 'Activity',
      createType: 'CreateByClosing',
      closeOnTrigger: true,
      reduceOnly: true,
      positionIdx: 0,
      leverageE2: '1000',
      leverage: '10',
      timeInForce: 'GoodTillCancel',
      action: 'PositionClose',
    });
    expect((options as { headers: Record<string, string> }).headers['X-Client-Tag']).toMatch(/\S{8,}/);
    expect(toasts).toContainEqual(expect.objectContaining({ severity: 'success', title: 'Close order placed' }));
  });

  it('a double Enter sends one close', async () => {
    const user = userEvent.setup();
    const { creates, onDone } = setup(LONG, 'closeLimit', UTA2);
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.click(qtyInput());
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(creates()).toHaveLength(1);
  });

  it('German: a decimal comma is read, the figures use it, the body is canonical', async () => {
    const user = userEvent.setup();
    const { creates } = setup(LONG, 'closeLimit', UTA2, {}, BTC_CONFIG, 'de');
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    expect(qtyInput().value).toBe('0,250');
    await user.clear(qtyInput());
    await user.type(qtyInput(), '0,1');
    await user.clear(priceInput());
    await user.type(priceInput(), '65100,5');
    expect(screen.getByTestId('close-summary')).toHaveTextContent('110,0500');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]![1]).toMatchObject({ qty: '0.1', qtyX: '10000000', price: '65100.5' });
  });

  it('a missing quantity says priceQtyRequiredMsg and sends nothing', async () => {
    const user = userEvent.setup();
    const { creates, http, onDone } = setup(LONG, 'closeLimit', UTA2);
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.clear(qtyInput());
    await user.click(screen.getByTestId('close-confirm'));
    expect(screen.getByTestId('close-form-message')).toHaveTextContent(
      'Enter the quantity and, for a limit close, the price.',
    );
    expect(creates()).toHaveLength(0);
    expect(http.post).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a price that is not a number is said under the field; Enter sends nothing', async () => {
    const user = userEvent.setup();
    const { http } = setup(LONG, 'closeLimit', UTA2);
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.clear(priceInput());
    await user.type(priceInput(), '1e5{Enter}');
    expect(priceInput()).toHaveAttribute('aria-invalid', 'true');
    expect(http.post).not.toHaveBeenCalled();
  });

  it('the quantity is clamped to the size and the lot when the field is left', async () => {
    const user = userEvent.setup();
    setup(LONG, 'closeLimit', UTA2);
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.clear(qtyInput());
    await user.type(qtyInput(), '0.12345');
    await user.tab();
    expect(qtyInput().value).toBe('0.123');
    await user.clear(qtyInput());
    await user.type(qtyInput(), '3');
    await user.tab();
    expect(qtyInput().value).toBe('0.250');
    await user.click(screen.getByTestId('close-quick-50'));
    expect(qtyInput().value).toBe('0.125');
  });

  it('a price far past bid1 asks (RiskTipT); Back sends nothing, confirming sends', async () => {
    const user = userEvent.setup();
    const { creates, services } = setup(LONG, 'closeLimit', UTA2, { bid1: '65000' });
    const traces: unknown[] = [];
    services.bus.on('trace').subscribe((e) => traces.push(e));
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.clear(priceInput());
    await user.type(priceInput(), '64000');
    await user.click(screen.getByTestId('close-confirm'));
    expect(await screen.findByTestId('close-risk-dialog')).toHaveTextContent('Price far from the market');
    expect(screen.getByTestId('close-risk-dialog')).toHaveTextContent('64990.0');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(creates()).toHaveLength(0);
    await user.click(screen.getByTestId('close-confirm'));
    await user.click(await screen.findByTestId('close-risk-confirm'));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(traces).toEqual([expect.objectContaining({ type: 'trace', code: 50160 })]);
  });

  it('a close confirmed after the market moved past the risk check asks again', async () => {
    const user = userEvent.setup();
    // first read: bid 65000 (bound 64990); after the confirmation: bid 65100 (bound 65090), worse for a sell
    const { creates } = setup(LONG, 'closeLimit', UTA2, { bid1: ['65000', '65100', '65100'] });
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.clear(priceInput());
    await user.type(priceInput(), '64000');
    await user.click(screen.getByTestId('close-confirm'));
    await user.click(await screen.findByTestId('close-risk-confirm'));
    const again = await screen.findByTestId('close-risk-dialog');
    await waitFor(() => expect(again).toHaveTextContent('The market moved since you confirmed'));
    expect(again).toHaveTextContent('65090.0');
    expect(creates()).toHaveLength(0);
    await user.click(screen.getByTestId('close-risk-confirm'));
    await waitFor(() => expect(creates()).toHaveLength(1));
  });

  it('non-UTA: a short priced above its liquidation price is set one tick below it (30018); steps move by a tick', async () => {
    const user = userEvent.setup();
    const SHORT: Position = { ...LONG, side: 'Sell', liqPrice: '70000' };
    setup(SHORT, 'closeLimit', CLASSIC);
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.clear(priceInput());
    await user.type(priceInput(), '71000');
    await user.tab();
    expect(priceInput().value).toBe('69999.9');
    expect(screen.getByText(/must be closed below its liquidation price/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Raise the price by one tick' }));
    expect(priceInput().value).toBe('70000.0');
    await user.click(screen.getByRole('button', { name: 'Lower the price by one tick' }));
    await user.click(screen.getByRole('button', { name: 'Lower the price by one tick' }));
    expect(priceInput().value).toBe('69999.8');
  });

  it('ArrowUp / ArrowDown in the price step it by a tick from what is typed, as the buttons do', async () => {
    const user = userEvent.setup();
    const { creates } = setup(LONG, 'closeLimit', UTA2);
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.clear(priceInput());
    await user.type(priceInput(), '65010');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(priceInput().value).toBe('65010.2');
    await user.keyboard('{ArrowDown}');
    expect(priceInput().value).toBe('65010.1');
    expect(creates()).toHaveLength(0);
  });

  it('UTA accounts are not corrected against the liquidation price', async () => {
    const user = userEvent.setup();
    setup(LONG, 'closeLimit', UTA2);
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.clear(priceInput());
    await user.type(priceInput(), '57000');
    await user.tab();
    expect(priceInput().value).toBe('57000');
  });

  it('non-UTA: a long priced below its liquidation price is set one tick above it (30017)', async () => {
    const user = userEvent.setup();
    setup(LONG, 'closeLimit', CLASSIC);
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.clear(priceInput());
    await user.type(priceInput(), '57000');
    await user.tab();
    expect(priceInput().value).toBe('58000.1');
    expect(screen.getByText(/must be closed above its liquidation price/)).toBeInTheDocument();
  });

  it('a liquidation warning from the pre-check asks a second time', async () => {
    const user = userEvent.setup();
    const { creates } = setup(LONG, 'closeLimit', UTA2, { preWarn: true });
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.click(screen.getByTestId('close-confirm'));
    expect(await screen.findByTestId('close-liq-dialog')).toHaveTextContent('58000');
    expect(creates()).toHaveLength(0);
    await user.click(screen.getByTestId('close-liq-confirm'));
    await waitFor(() => expect(creates()).toHaveLength(1));
  });
});

describe('market close', () => {
  const BIG: Position = { ...LONG, size: '30' };

  it('above maxMarketQty: the split tip; 39303 names the failed quantity and symbol', async () => {
    const user = userEvent.setup();
    const { onDone } = setup(BIG, 'closeMarket', UTA2, {
      create: () =>
        Promise.reject(
          new ApiError(39303, 'split order', 'business', '/contract/v5/order/create', {
            create_order_failed_qty_x: '500000000',
          }),
        ),
    });
    await waitFor(() => expect(qtyInput().value).toBe('30.000'));
    expect(screen.getByText('Above 10 per order: this close is sent as several orders.')).toBeInTheDocument();
    await user.click(screen.getByTestId('close-confirm'));
    const failed = await screen.findByTestId('close-failed-dialog');
    expect(failed).toHaveTextContent('Order not created');
    expect(failed).toHaveTextContent('5 BTCUSDT could not be placed');
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('UTA2: slippage options, the depth message, the choice sent and stored', async () => {
    const user = userEvent.setup();
    const { creates } = setup(LONG, 'closeMarket', UTA2);
    expect(await screen.findByTestId('close-slippage')).toBeInTheDocument();
    expect(await screen.findByText(/expected to fill completely/)).toBeInTheDocument();
    await user.click(screen.getByTestId('slippage-TickSize-10'));
    expect(await screen.findByText(/part of the close may not fill/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SLIPPAGE_STORAGE_KEY)!)).toEqual({
      enabled: true,
      bySymbol: { BTCUSDT: { type: 'TickSize', value: '10' } },
    });
    await user.click(screen.getByTestId('close-confirm'));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]![1]).toMatchObject({
      orderType: 'Market',
      timeInForce: 'ImmediateOrCancel',
      maxSlippageType: 'TickSize',
      maxSlippage: '10',
    });
  });

  it("says 'positionClosedSuccess', unless the trader turned the close notification off", async () => {
    const user = userEvent.setup();
    const shown = setup(LONG, 'closeMarket', CLASSIC);
    await waitFor(() => expect(qtyInput().value).toBe('0.250'));
    await user.click(screen.getByTestId('close-confirm'));
    await waitFor(() => expect(shown.onDone).toHaveBeenCalled());
    expect(shown.toasts).toEqual([
      expect.objectContaining({ severity: 'success', messageKey: 'positions:positionClosedSuccess' }),
    ]);
  });

  it('no success toast with createOrderNotifyClose set', async () => {
    const user = userEvent.setup();
    const quiet = setup(LONG, 'closeMarket', CLASSIC, { confirms: 'cancelAllConfirm,createOrderNotifyClose' });
    await waitFor(() => expect(qtyInput().value).toBe('0.250'));
    await user.click(screen.getByTestId('close-confirm'));
    await waitFor(() => expect(quiet.onDone).toHaveBeenCalled());
    expect(quiet.toasts).toEqual([]);
  });

  it('demo accounts get no slippage control', async () => {
    setup(LONG, 'closeMarket', accountKindOf({ accountType: 'UTA2', isDemo: true }));
    await waitFor(() => expect(qtyInput().value).toBe('0.250'));
    expect(screen.queryByTestId('close-slippage')).not.toBeInTheDocument();
  });

  it('a lost answer is reconciled by re-reading the position, never re-sent', async () => {
    const user = userEvent.setup();
    const { creates } = setup(LONG, 'closeMarket', CLASSIC, {
      positionSize: '0',
      create: () =>
        Promise.reject(new ApiError(9000001, 'timeout of 30000ms exceeded', 'timeout', '/contract/v5/order/create')),
    });
    await waitFor(() => expect(qtyInput().value).toBe('0.250'));
    await user.click(screen.getByTestId('close-confirm'));
    expect(await screen.findByTestId('close-reconciled')).toHaveTextContent(
      'The close went through: the position is now 0.',
    );
    expect(screen.queryByTestId('close-confirm')).not.toBeInTheDocument();
    expect(creates()).toHaveLength(1);
  });

  it('a lost limit close that rests is found in the order list, not re-sent', async () => {
    const user = userEvent.setup();
    const { creates } = setup(LONG, 'closeLimit', CLASSIC, {
      orders: [
        {
          symbol: 'BTCUSDT',
          side: 'Sell',
          qty: '0.25',
          price: '65000',
          createType: 'CreateByClosing',
          positionIdx: 0,
          createdAtE3: Date.now(),
        },
      ],
      create: () =>
        Promise.reject(new ApiError(9000001, 'timeout of 30000ms exceeded', 'timeout', '/contract/v5/order/create')),
    });
    await waitFor(() => expect(priceInput().value).toBe('65000'));
    await user.click(screen.getByTestId('close-confirm'));
    expect(await screen.findByTestId('close-reconciled')).toHaveTextContent(
      'The close order was placed: 0.25 at 65000.',
    );
    expect(creates()).toHaveLength(1);
  });

  it('a lost close that shows nowhere says so, and Check again re-reads without sending', async () => {
    const user = userEvent.setup();
    const { creates, http } = setup(LONG, 'closeMarket', CLASSIC, {
      create: () =>
        Promise.reject(new ApiError(9000001, 'timeout of 30000ms exceeded', 'timeout', '/contract/v5/order/create')),
    });
    await waitFor(() => expect(qtyInput().value).toBe('0.250'));
    await user.click(screen.getByTestId('close-confirm'));
    expect(await screen.findByTestId('close-reconciled')).toHaveTextContent('It was not sent again');
    const reads = http.get.mock.calls.filter(([p]) => p === '/contract/v5/position/list').length;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(http.get.mock.calls.filter(([p]) => p === '/contract/v5/position/list').length).toBe(reads + 1),
    );
    expect(creates()).toHaveLength(1);
  });

  it('copy trade closes through close-position', async () => {
    const user = userEvent.setup();
    const { creates } = setup(LONG, 'closeMarket', accountKindOf({ accountType: 'REGULAR', copyTradeRole: 'leader' }));
    await waitFor(() => expect(qtyInput().value).toBe('0.250'));
    await user.click(screen.getByTestId('close-confirm'));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]![0]).toBe('/private/v1/common/order/close-position');
    expect(creates()[0]![1]).toEqual({
      symbol: 'BTCUSDT',
      positionIdx: 0,
      qtyX: '25000000',
      side: 'Sell',
      timeInForce: 'ImmediateOrCancel',
      orderType: 'Market',
    });
  });
});

describe('option close', () => {
  const OPTION: Position = {
    symbol: 'BTC-27DEC24-100000-C',
    side: 'Sell',
    size: '0.8',
    positionIdx: 0,
    entryPrice: '1250',
    markPrice: '1305',
    baseCoin: 'BTC',
  };

  it('market: IOC, reduce-only, the opposite side, the whole position, no slippage control', async () => {
    const user = userEvent.setup();
    const { creates } = setup(OPTION, 'closeMarket', UTA2, { last: '1300' }, undefined);
    await waitFor(() => expect(qtyInput().value).toBe('0.80'));
    expect(screen.queryByTestId('close-slippage')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('close-confirm'));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]![0]).toBe('/x-api/contract/v5/order/create');
    expect(creates()[0]![1]).toMatchObject({
      side: 'Buy',
      orderType: 'Market',
      qty: '0.8',
      timeInForce: 'ImmediateOrCancel',
      reduceOnly: true,
      action: 'PositionClose',
    });
  });

  it('limit: GTC, no post-only box; blocked while the price is invalid', async () => {
    const user = userEvent.setup();
    const { creates } = setup(OPTION, 'closeLimit', UTA2, { last: '1300' }, undefined);
    await waitFor(() => expect(priceInput().value).toBe('1300'));
    expect(screen.queryByRole('checkbox', { name: 'Post-only' })).not.toBeInTheDocument();
    await user.clear(priceInput());
    await user.type(priceInput(), '12,5,5');
    expect(screen.getByTestId('close-confirm')).toBeDisabled();
    await user.clear(priceInput());
    await user.type(priceInput(), '1305');
    await user.click(screen.getByTestId('close-confirm'));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]![1]).toMatchObject({
      side: 'Buy',
      orderType: 'Limit',
      price: '1305',
      timeInForce: 'GoodTillCancel',
    });
  });
});

it('says the stream status when prices are not live', async () => {
  const { services } = setup(LONG, 'closeMarket', UTA2);
  act(() => {
    services.store.dispatch(streamStatusChanged({ stream: 'private', status: 'reconnecting' }));
  });
  expect(await screen.findByTestId('close-not-live')).toHaveTextContent('Prices are not live (reconnecting)');
});
