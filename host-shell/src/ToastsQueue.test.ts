import fc from 'fast-check';
import { MAX_TOASTS, addToast, removeToast, type ToastEntry, type ToastEvent } from './ToastsQueue';

const toast = (title: string, text = 'x', severity: ToastEvent['severity'] = 'success'): ToastEvent => ({
  type: 'toast',
  severity,
  title,
  text,
});

test('the same kind folds into one line with a count, the latest text, a new id', () => {
  let s: ToastEntry[] = [];
  s = addToast(s, toast('Order filled', 'Bought 1 BTCUSDT'), 1);
  s = addToast(s, toast('Order created'), 2);
  s = addToast(s, toast('Order filled', 'Sold 2 ETHUSDT'), 3);
  expect(s.map((e) => [e.toast.title, e.count, e.id])).toEqual([
    ['Order created', 1, 2],
    ['Order filled', 2, 3],
  ]);
  expect(s[1]!.toast.text).toBe('Sold 2 ETHUSDT');
});

test('a failure never folds into a success of the same title; untitled toasts fold by text', () => {
  let s: ToastEntry[] = [];
  s = addToast(s, toast('Liquidation', 'a', 'error'), 1);
  s = addToast(s, toast('Liquidation', 'a', 'success'), 2);
  s = addToast(s, { type: 'toast', severity: 'info', text: 'Saved' }, 3);
  s = addToast(s, { type: 'toast', severity: 'info', text: 'Saved' }, 4);
  s = addToast(s, { type: 'toast', severity: 'info', text: 'Other' }, 5);
  expect(s.map((e) => e.count)).toEqual([1, 1, 2, 1]);
});

test('at most four lines: the oldest goes', () => {
  let s: ToastEntry[] = [];
  for (let i = 0; i < 6; i++) s = addToast(s, toast(`t${i}`), i);
  expect(s.map((e) => e.toast.title)).toEqual(['t2', 't3', 't4', 't5']);
  expect(removeToast(s, 3).map((e) => e.id)).toEqual([2, 4, 5]);
});

test('property: any burst stays within MAX_TOASTS lines each kind on one line, the latest last', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 300 }), (titles) => {
      let s: ToastEntry[] = [];
      titles.forEach((t, i) => (s = addToast(s, toast(t), i)));
      expect(s.length).toBeLessThanOrEqual(MAX_TOASTS);
      expect(new Set(s.map((e) => e.group)).size).toBe(s.length);
      if (titles.length) expect(s[s.length - 1]!.toast.title).toBe(titles[titles.length - 1]);
    }),
  );
});
