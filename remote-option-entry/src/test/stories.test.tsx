import { screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { renderWithProviders } from './renderWithProviders';
import * as stories0 from '../features/chain/OptionChainTable.stories';
import * as stories1 from '../features/chain/ChainToolbar.stories';
import * as stories2 from '../features/ticket/OrderTicket.stories';

/** Every story of this remote rendered as a test (CSF3: meta args + story args, optional render). */
interface StoryLike {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>) => ReactElement;
}
interface StoriesModule {
  default: { title?: string; component: ComponentType<Record<string, unknown>>; args?: Record<string, unknown> };
  [name: string]: unknown;
}

const modules: [string, StoriesModule][] = [
  ['../features/chain/OptionChainTable.stories', stories0 as unknown as StoriesModule],
  ['../features/chain/ChainToolbar.stories', stories1 as unknown as StoriesModule],
  ['../features/ticket/OrderTicket.stories', stories2 as unknown as StoriesModule],
];

const cases = modules.flatMap(([path, mod]) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => [`${mod.default.title ?? path} / ${name}`, mod.default, story as StoryLike] as const),
);

it('finds stories', () => expect(cases.length).toBeGreaterThan(0));

it.each(cases)('%s renders', (_name, meta, story) => {
  const args = { ...meta.args, ...story.args };
  const Component = meta.component;
  const { container } = renderWithProviders(story.render ? story.render(args) : <Component {...args} />);
  expect(container.textContent).not.toMatch(/NaN|undefined|\{\{/);
  expect(screen.queryAllByText(/^(columns|states|tabs|ticket)\./)).toHaveLength(0);
});
