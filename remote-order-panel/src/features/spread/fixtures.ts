import type { WireSpreadOrder } from './rules';

/** A futures-spread order as the simulator lists it (tests and stories). */
export const wireSpreadOrder = (over: Partial<WireSpreadOrder> = {}): WireSpreadOrder => ({
  orderId: 'spread-100019-1',
  symbol: 'BTCUSDT-26JUN26_BTCUSDT',
  baseCoin: 'BTC',
  side: 'Buy',
  price: '-12.5',
  qty: '0.01',
  legSide1: 'Buy',
  legSide2: 'Sell',
  legSymbol1: 'BTCUSDT-26JUN26',
  legSymbol2: 'BTCUSDT',
  legProductType1: 'Futures',
  legProductType2: 'Spot',
  createdTime: '1767225600000',
  ...over,
});
