import type { WirePosition } from 'shared-core';

/** Wire rows (compact keys) as the simulator sends them, for tests and stories. */
export const wireOptionLong: WirePosition = {
  s: 'BTC-27DEC24-100000-C',
  sd: 'Buy',
  sz: '1.5',
  pi: 0,
  ep: '1250.5',
  mp: '1300.25',
  upl: '74.625',
  roi: '0.0398',
  pim: '1875.75',
  pmm: '0',
  st: 'C',
  bc: 'BTC',
};

export const wirePerpShort: WirePosition = {
  s: 'BTCUSDT',
  sd: 'Sell',
  sz: '0.25',
  pi: 0,
  lv: '1000',
  iso: false,
  ep: '60000.5',
  mp: '61000.1',
  upl: '-249.9',
  ROI: '-16.66',
  pim: '1500.0125',
  pmm: '75.00062',
};
