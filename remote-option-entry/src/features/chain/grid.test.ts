import { gridStart, moveInGrid, type GridCell, type GridKey } from './grid';

const strikes = ['60000', '61000', '62000'];
const keys: GridKey[] = ['call-bid', 'call-mark', 'call-ask', 'put-ask', 'put-mark', 'put-bid'];
const at = (strike: string, key: GridKey): GridCell => ({ strike, key });

describe('chain grid moves', () => {
  it.each<[string, GridCell, string, { rtl?: boolean; ctrl?: boolean }, GridCell | null]>([
    ['→ next cell', at('61000', 'call-mark'), 'ArrowRight', {}, at('61000', 'call-ask')],
    ['→ crosses the strike to the puts', at('61000', 'call-ask'), 'ArrowRight', {}, at('61000', 'put-ask')],
    ['← previous cell', at('61000', 'call-mark'), 'ArrowLeft', {}, at('61000', 'call-bid')],
    ['→ at the right edge stays', at('61000', 'put-bid'), 'ArrowRight', {}, at('61000', 'put-bid')],
    ['↓ next strike, same column', at('61000', 'put-mark'), 'ArrowDown', {}, at('62000', 'put-mark')],
    ['↑ previous strike', at('61000', 'put-mark'), 'ArrowUp', {}, at('60000', 'put-mark')],
    ['↑ at the top stays', at('60000', 'call-bid'), 'ArrowUp', {}, at('60000', 'call-bid')],
    ['PageDown clamps to the last strike', at('60000', 'call-bid'), 'PageDown', {}, at('62000', 'call-bid')],
    ['Home: the row start', at('61000', 'put-mark'), 'Home', {}, at('61000', 'call-bid')],
    ['End: the row end', at('61000', 'call-mark'), 'End', {}, at('61000', 'put-bid')],
    ['Ctrl+Home: the first cell', at('62000', 'put-mark'), 'Home', { ctrl: true }, at('60000', 'call-bid')],
    ['Ctrl+End: the last cell', at('60000', 'call-mark'), 'End', { ctrl: true }, at('62000', 'put-bid')],
    // right to left: the row is mirrored, so → goes to the cell before in document order
    ['rtl → is visually right', at('61000', 'call-mark'), 'ArrowRight', { rtl: true }, at('61000', 'call-bid')],
    ['rtl ← is visually left', at('61000', 'call-ask'), 'ArrowLeft', { rtl: true }, at('61000', 'put-ask')],
    ['rtl ↓ unchanged', at('61000', 'call-ask'), 'ArrowDown', { rtl: true }, at('62000', 'call-ask')],
    ['another key is not ours', at('61000', 'call-ask'), 'a', {}, null],
    ['a cell no longer shown', at('99999', 'call-ask'), 'ArrowDown', {}, null],
  ])('%s', (_n, from, key, opts, expected) => expect(moveInGrid(strikes, keys, from, key, opts)).toEqual(expected));

  it.each<[string, GridCell | null, string | null, GridCell | null]>([
    ['first time: the ATM row, call mark', null, '61000', at('61000', 'call-mark')],
    ['first time without ATM: the first row', null, null, at('60000', 'call-mark')],
    ['keeps the active cell', at('62000', 'put-bid'), '61000', at('62000', 'put-bid')],
    ['a vanished strike falls back to the ATM row', at('99', 'put-bid'), '61000', at('61000', 'put-bid')],
  ])('tab stop: %s', (_n, active, atm, expected) => expect(gridStart(strikes, keys, active, atm)).toEqual(expected));

  it('has no tab stop without a price column or rows', () => {
    expect(gridStart(strikes, [], null, null)).toBeNull();
    expect(gridStart([], keys, null, null)).toBeNull();
    expect(gridStart(strikes, ['put-bid'], null, null)).toEqual(at('60000', 'put-bid'));
  });
});
