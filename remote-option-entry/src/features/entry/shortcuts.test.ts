import { ticketShortcutOf, type KeyLike } from './shortcuts';

const key = (over: Partial<KeyLike>): KeyLike => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...over,
});

describe('ticketShortcutOf (module table)', () => {
  it.each<[string, Partial<KeyLike>, string | null]>([
    ['Alt+B buys', { altKey: true, code: 'KeyB', key: 'b' }, 'buy'],
    ['Alt+S sells', { altKey: true, code: 'KeyS', key: 's' }, 'sell'],
    ['Alt+Q focuses the quantity', { altKey: true, code: 'KeyQ', key: 'q' }, 'focusQty'],
    ['macOS Option+B (types ∫) is still Alt+B', { altKey: true, code: 'KeyB', key: '∫' }, 'buy'],
    ['Escape closes', { key: 'Escape', code: 'Escape' }, 'close'],
    ['a plain B types into the field', { code: 'KeyB', key: 'b' }, null],
    ['Ctrl+Alt+B is not ours (AltGr on some layouts)', { altKey: true, ctrlKey: true, code: 'KeyB' }, null],
    ['Shift+Escape is not ours', { key: 'Escape', shiftKey: true }, null],
    ['Alt+X is nothing', { altKey: true, code: 'KeyX', key: 'x' }, null],
  ])('%s', (_name, over, expected) => {
    expect(ticketShortcutOf(key(over))).toBe(expected);
  });
});
