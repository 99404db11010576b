import { DEFAULT_SETTINGS, loadSettings, rememberLastModes, saveSettings, SETTINGS_KEY } from './settings';

const storageWith = (value: string | null) => ({ getItem: (k: string) => (k === SETTINGS_KEY ? value : null) });

describe('persisted settings (spec §4)', () => {
  it('defaults: confirm on order and on cancel, no batch mode, post-only off, no last modes', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      confirmOnOrder: true,
      confirmOnCancel: true,
      batchMode: false,
      postOnly: false,
      lastPriceType: null,
      lastSource: null,
    });
  });

  it.each([
    ['no storage', null],
    ['nothing stored', storageWith(null)],
    ['corrupt JSON', storageWith('{not json')],
    ['not an object', storageWith('[1,2]')],
    [
      'a throwing storage',
      {
        getItem: () => {
          throw new Error('blocked');
        },
      },
    ],
  ])('%s → defaults', (_n, storage) => expect(loadSettings(storage)).toEqual(DEFAULT_SETTINGS));

  it('field by field: a wrong field gets its default, the others are kept', () => {
    const stored = JSON.stringify({
      confirmOnOrder: false,
      batchMode: 'yes',
      lastPriceType: 'iv',
      lastSource: 'bogus',
    });
    expect(loadSettings(storageWith(stored))).toEqual({
      ...DEFAULT_SETTINGS,
      confirmOnOrder: false,
      lastPriceType: 'iv',
    });
  });

  it('round trip through a storage', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const s = {
      ...DEFAULT_SETTINGS,
      confirmOnOrder: false,
      postOnly: true,
      lastPriceType: 'market' as const,
      lastSource: 'mid' as const,
    };
    expect(saveSettings(storage, s)).toBe(true);
    expect(loadSettings(storage)).toEqual(s);
  });

  it('a refusing storage (quota) is reported, not thrown', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveSettings(full, DEFAULT_SETTINGS)).toBe(false);
    expect(saveSettings(null, DEFAULT_SETTINGS)).toBe(false);
  });
});

describe('rememberLastModes', () => {
  it('remembers both when every submitted order agrees', () => {
    const s = rememberLastModes(DEFAULT_SETTINGS, [
      { placeType: 'iv', source: 'mark' },
      { placeType: 'iv', source: 'mark' },
    ]);
    expect(s).toMatchObject({ lastPriceType: 'iv', lastSource: 'mark' });
  });

  it('keeps the old value of a mode the orders disagree on', () => {
    const before = { ...DEFAULT_SETTINGS, lastPriceType: 'usd' as const, lastSource: 'bestBid' as const };
    const s = rememberLastModes(before, [
      { placeType: 'iv', source: 'mid' },
      { placeType: 'market', source: 'mid' },
    ]);
    expect(s).toMatchObject({ lastPriceType: 'usd', lastSource: 'mid' });
  });

  it('nothing submitted or nothing changed → the same object', () => {
    expect(rememberLastModes(DEFAULT_SETTINGS, [])).toBe(DEFAULT_SETTINGS);
    const s = { ...DEFAULT_SETTINGS, lastPriceType: 'usd' as const, lastSource: 'user' as const };
    expect(rememberLastModes(s, [{ placeType: 'usd', source: 'user' }])).toBe(s);
  });
});
