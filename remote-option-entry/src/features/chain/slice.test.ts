import { currentUnderlyingChanged, makeStore, selectTicker, tickersReceived } from 'shared-core';
import type { HttpClient } from 'shared-http';
import { btcInstruments, btcTickers, EXPIRY_1, EXPIRY_2 } from './fixtures';
import {
  coinSelected,
  expirySelected,
  loadInstruments,
  loadTickers,
  optionEntrySlice,
  selectChainRows,
  selectChainView,
  selectExpiry,
  selectInstrumentsEntry,
  selectTicket,
  ticketOpened,
} from './slice';

function setup() {
  const bundle = makeStore();
  optionEntrySlice.injectInto(bundle.rootReducer);
  return bundle.store;
}

const http = {
  get: jest.fn((path: string) =>
    Promise.resolve(path.endsWith('/instruments') ? btcInstruments : { list: btcTickers }),
  ),
} as unknown as HttpClient;

describe('optionEntry slice', () => {
  it('keeps the instruments answer per coin and derives the chain for the soonest expiry', async () => {
    const store = setup();
    await store.dispatch(loadInstruments({ http, coin: 'BTC' }));
    expect(selectInstrumentsEntry(store.getState())?.result).toBe(btcInstruments);
    expect(selectExpiry(store.getState())).toBe(EXPIRY_1);
    expect(selectChainRows(store.getState()).map((r) => r.strike)).toEqual(['60000', '70000']);
    store.dispatch(expirySelected(EXPIRY_2));
    expect(selectChainRows(store.getState()).map((r) => r.strike)).toEqual(['65000']);
  });

  it('puts the tickers snapshot into the shared market slice', async () => {
    const store = setup();
    await store.dispatch(loadInstruments({ http, coin: 'BTC' }));
    await store.dispatch(loadTickers({ http, coin: 'BTC' }));
    expect(selectTicker(store.getState(), 'BTC-27DEC24-60000-C')?.markPrice).toBe('5321.123456');
    expect(selectChainView(store.getState()).rows[0]?.call?.mark).toBe('5,321.12');
    // the underlying line between 60,000 and 70,000; 70,000 is nearer 65,012.34
    expect(selectChainView(store.getState())).toMatchObject({ underlying: '65012.34', underlyingIndex: 1 });
    expect(selectChainView(store.getState()).rows.map((r) => r.atm)).toEqual([false, true]);
  });

  it('a ticker batch gives new view objects only to the rows it changed', async () => {
    const store = setup();
    await store.dispatch(loadInstruments({ http, coin: 'BTC' }));
    await store.dispatch(loadTickers({ http, coin: 'BTC' }));
    const before = selectChainView(store.getState()).rows;
    store.dispatch(tickersReceived([{ ...btcTickers[0]!, markPrice: '5400' }])); // BTC-27DEC24-70000-C
    const after = selectChainView(store.getState()).rows;
    expect(after[0]).toBe(before[0]); // 60000: untouched
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]?.call?.mark).toBe('5,400.00');
  });

  it('a coin switch resets expiry and ticket; every pick gets a new id', () => {
    const store = setup();
    store.dispatch(ticketOpened({ symbol: 'S', side: 'Buy', price: '5' }));
    const first = selectTicket(store.getState());
    store.dispatch(ticketOpened({ symbol: 'S', side: 'Buy', price: '5' }));
    expect(selectTicket(store.getState())?.pickId).not.toBe(first?.pickId);
    store.dispatch(expirySelected(EXPIRY_2));
    store.dispatch(ticketOpened({ symbol: 'S', side: 'Sell', price: '5' }));
    store.dispatch(coinSelected('ETH'));
    expect(selectTicket(store.getState())).toBeNull();
    expect(store.getState().optionEntry?.expiry).toBeNull();
  });

  it("follows the page's underlying when the chain lists it", () => {
    const store = setup();
    store.dispatch(ticketOpened({ symbol: 'S', side: 'Buy', price: '5' }));
    store.dispatch(currentUnderlyingChanged('SOL'));
    expect(store.getState().optionEntry?.coin).toBe('SOL');
    expect(selectTicket(store.getState())).toBeNull();
    store.dispatch(currentUnderlyingChanged('XRP'));
    store.dispatch(currentUnderlyingChanged(null));
    expect(store.getState().optionEntry?.coin).toBe('SOL');
  });

  it('a failed reload keeps the chain it already has', async () => {
    const store = setup();
    await store.dispatch(loadInstruments({ http, coin: 'BTC' }));
    const failing = { get: jest.fn().mockRejectedValue(new Error('offline')) } as unknown as HttpClient;
    await store.dispatch(loadInstruments({ http: failing, coin: 'BTC' }));
    expect(selectInstrumentsEntry(store.getState())).toMatchObject({
      status: 'ready',
      error: { message: 'offline', kind: 'network' },
    });
  });
});
