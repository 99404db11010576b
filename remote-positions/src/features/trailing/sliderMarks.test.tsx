import { screen } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import mmrMeta, { Default as MmrDefault } from '../mmrClose/MmrCloseDialogView.stories';
import { MmrCloseDialogView } from '../mmrClose/MmrCloseDialogView';
import trailingMeta, { ByRateWithActivation } from './TrailingStopDialogView.stories';
import { TrailingStopDialogView } from './TrailingStopDialogView';

// The slider marks of the trailing rate and the MMR trigger follow the page's number format
// (decision 0010): German decimal comma and spaced percent, the Arabic percent sign, Latin digits.

function renderIn<P extends object>(language: string, ui: (props: P) => ReactElement, props: P) {
  const { services } = createTestServices({ language });
  renderWithProviders(ui(props), { services });
}

const trailingProps = { ...trailingMeta.args, ...ByRateWithActivation.args } as ComponentProps<
  typeof TrailingStopDialogView
>;
const mmrProps = { ...mmrMeta.args, ...MmrDefault.args } as ComponentProps<typeof MmrCloseDialogView>;

test.each([
  ['en', ['0.1%', '25%', '100%']],
  ['de', ['0,1\u00a0%', '25\u00a0%', '100\u00a0%']],
  ['ar-SA', ['0.1\u066a', '25\u066a', '100\u066a']],
])('trailing rate marks in %s', (language, labels) => {
  renderIn(language, (p) => <TrailingStopDialogView {...p} />, trailingProps);
  for (const label of labels) expect(screen.getByText(label, { normalizer: (s) => s })).toBeInTheDocument();
});

test.each([
  ['en', ['0%', '99%']],
  ['de', ['0\u00a0%', '99\u00a0%']],
  ['ar-SA', ['0\u066a', '99\u066a']],
])('MMR trigger marks in %s', (language, labels) => {
  renderIn(language, (p) => <MmrCloseDialogView {...p} />, mmrProps);
  for (const label of labels) expect(screen.getByText(label, { normalizer: (s) => s })).toBeInTheDocument();
});
