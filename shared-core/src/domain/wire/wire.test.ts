import {
  POSITION_WIRE_KEYS,
  POSITION_FIELD_TO_WIRE_KEY,
  toWirePosition,
  fromWirePosition,
  WireDecodeError,
  type Position,
  parseOptionSymbolName,
  formatOptionSymbolName,
  optionExpiryCode,
  envelopeCode,
} from './index';

const full: Position = {
  symbol: 'BTC-27DEC24-100000-C',
  side: 'Sell',
  size: '-1.5',
  positionIdx: 0,
  mode: 'MergedSingle',
  leverage: '1000',
  isIsolated: false,
  isAutoAddMargin: false,
  riskId: 1,
  entryPrice: '1234.5',
  markPrice: '1200',
  positionUPL: '51.75',
  roi: '0.01',
  ROI: '1.00',
  deliveryTime: 1735286400000,
  strikePrice: '100000',
  symbolType: 'C',
  delta: '-0.75',
  fullTpsl: null,
  partialTpslList: [],
  refInfoList: [],
  alreadyClosePz: false,
  updatedAtE3: 1700000000000,
};

describe('position compact keys', () => {
  test('every compact key and every field name is unique', () => {
    const keys = Object.keys(POSITION_WIRE_KEYS);
    const names = Object.values(POSITION_WIRE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(POSITION_FIELD_TO_WIRE_KEY)).toHaveLength(names.length);
  });

  test('examples from the brief', () => {
    expect(POSITION_WIRE_KEYS.s).toBe('symbol');
    expect(POSITION_WIRE_KEYS.sd).toBe('side');
    expect(POSITION_WIRE_KEYS.sz).toBe('size');
    expect(POSITION_WIRE_KEYS.pi).toBe('positionIdx');
    expect(POSITION_WIRE_KEYS.ep).toBe('entryPrice');
    expect(POSITION_WIRE_KEYS.mp).toBe('markPrice');
    expect(POSITION_WIRE_KEYS.lp).toBe('liqPrice');
    expect(POSITION_WIRE_KEYS.upl).toBe('positionUPL');
  });

  test('round trip full → wire → full', () => {
    const wire = toWirePosition(full);
    expect(wire.s).toBe(full.symbol);
    expect(wire.sz).toBe('-1.5');
    expect(wire.ft).toBeNull();
    expect(Object.keys(wire)).not.toContain('symbol');
    expect(fromWirePosition(wire)).toEqual(full);
    expect(fromWirePosition(JSON.parse(JSON.stringify(wire)) as Record<string, unknown>)).toEqual(full);
  });

  test('unknown keys are ignored; missing required fields throw', () => {
    expect(fromWirePosition({ s: 'BTCUSDT', sd: 'Buy', sz: '1', pi: 0, zzz: 1 })).toEqual({
      symbol: 'BTCUSDT',
      side: 'Buy',
      size: '1',
      positionIdx: 0,
    });
    expect(() => fromWirePosition({ sd: 'Buy', sz: '1', pi: 0 })).toThrow(WireDecodeError);
    expect(() => fromWirePosition({ s: 'X', sd: 'Long', sz: '1', pi: 0 })).toThrow(WireDecodeError);
    expect(() => fromWirePosition({ s: 'X', sd: 'Buy', sz: 1, pi: 0 })).toThrow(WireDecodeError);
    expect(() => fromWirePosition({ s: 'X', sd: 'Buy', sz: '1', pi: 3 })).toThrow(WireDecodeError);
  });
});

describe('option symbol names', () => {
  test.each([
    ['BTC-27DEC24-100000-C', 'BTC', '27DEC24', Date.UTC(2024, 11, 27, 8), '100000', 'C'],
    ['ETH-03JAN25-3500-P', 'ETH', '03JAN25', Date.UTC(2025, 0, 3, 8), '3500', 'P'],
    ['SOL-31JAN25-187.5-C', 'SOL', '31JAN25', Date.UTC(2025, 0, 31, 8), '187.5', 'C'],
  ])('%s', (symbol, baseCoin, expiry, deliveryTime, strike, symbolType) => {
    expect(parseOptionSymbolName(symbol)).toEqual({ baseCoin, expiry, deliveryTime, strike, symbolType });
    expect(formatOptionSymbolName(baseCoin, deliveryTime, strike, symbolType as 'C' | 'P')).toBe(symbol);
    expect(optionExpiryCode(deliveryTime)).toBe(expiry);
  });
  test.each(['BTCUSDT', 'BTC-32DEC24-1-C', 'BTC-27XXX24-1-C', 'BTC-27DEC24-1-X', ''])('rejects %p', (s) => {
    expect(parseOptionSymbolName(s)).toBeNull();
  });
  test('envelopeCode', () => {
    expect(envelopeCode({ ret_code: 10007 })).toBe(10007);
    expect(envelopeCode({ retCode: 0 })).toBe(0);
    expect(envelopeCode({})).toBeUndefined();
  });
});
