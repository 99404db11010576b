import { screen } from '@testing-library/react';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import stories from './TpSlDialogView.stories';
import { TpSlDialogView, type TpSlDialogViewProps } from './TpSlDialogView';

// The sliders under the page's theme: in Arabic (right to left) the start (0) is on the right and a
// value shows where it is, as in English mirrored.

const props = stories.args as TpSlDialogViewProps;

function thumbsIn(language: string, over: Partial<TpSlDialogViewProps> = {}) {
  renderWithProviders(<TpSlDialogView {...props} {...over} />, { services: createTestServices({ language }).services });
  return screen.getAllByRole('slider').map((input) => ({
    now: input.getAttribute('aria-valuenow'),
    style: (input.closest('.MuiSlider-thumb') as HTMLElement).style,
  }));
}

it.each([
  ['en', 'left'],
  ['ar-SA', 'right'],
] as const)('%s: the TP and SL thumbs sit at their values from the %s', (language, side) => {
  const [tp, sl] = thumbsIn(language);
  expect(tp!.now).toBe('100');
  expect(tp!.style[side]).toEqual(expect.stringMatching(/^66\.66+\d?%$/));
  expect(sl!.now).toBe('20');
  expect(sl!.style[side]).toEqual(expect.stringMatching(/^26\.66+\d?%$/));
});

it('ar-SA: with nothing typed the thumbs sit at 0, on the right; the quantity slider too', () => {
  const empty = { ...props.tp, price: '', subValue: '', slider: { value: 0, max: 150, step: 0.1 }, tip: null };
  const thumbs = thumbsIn('ar-SA', {
    tp: empty,
    sl: { ...empty, slider: { value: 0, max: 75, step: 0.1 } },
    partial: true,
    tab: 'partial',
    qtyPercent: 25,
  });
  expect(thumbs.map((t) => t.now)).toEqual(['25', '0', '0']);
  expect(thumbs.map((t) => t.style.right)).toEqual(['25%', '0%', '0%']);
});

it('the dialog title is a level-2 heading and the TP and SL sections level 3: no level skipped', () => {
  renderWithProviders(<TpSlDialogView {...props} />, { services: createTestServices({ language: 'en' }).services });
  const levels = screen
    .getAllByRole('heading')
    .map((h) => Number(h.tagName.slice(1)))
    .filter((n) => !Number.isNaN(n));
  expect(levels[0]).toBe(2);
  expect(levels.slice(1).length).toBeGreaterThanOrEqual(2);
  levels.slice(1).forEach((level) => expect(level).toBe(3));
});
