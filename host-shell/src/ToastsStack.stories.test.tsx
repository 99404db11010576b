import { screen } from '@testing-library/react';
import * as stories from './ToastsStack.stories';
import { ToastsStack } from './ToastsStack';
import type { ToastEntry } from './ToastsQueue';
import { renderWithServices } from './testUtils';

// Every story of the stack rendered (the storybook run does it in Chromium after a build).
const { default: meta, ...named } = stories;
test.each(Object.entries(named))('story %s renders its lines', (_name, story) => {
  const args = { ...meta.args, ...(story as { args?: { entries?: ToastEntry[] } }).args };
  renderWithServices(<ToastsStack entries={args.entries ?? []} onClose={() => {}} />);
  expect(screen.getByTestId('toasts')).toBeInTheDocument();
  expect(screen.queryAllByTestId('toast')).toHaveLength(args.entries?.length ?? 0);
});

test('a folded line shows its count in the title', () => {
  renderWithServices(<ToastsStack entries={stories.Burst.args!.entries!} onClose={() => {}} />);
  expect(screen.getByText('Order filled (200)')).toBeInTheDocument();
});
