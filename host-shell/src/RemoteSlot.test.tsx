import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isolate } from 'shared-core';
import { CONTRACT_VERSION, type RemoteDefinition } from 'shared-http';
import { SharedLibraryMismatchError, type RemoteLoader } from './federation';
import { hostTexts } from './hostTexts';
import { RemoteRefusedError } from './remotePolicy';
import { RemoteSlot } from './RemoteSlot';
import { makeTestServices, renderWithServices } from './testUtils';

function definition(overrides: Partial<RemoteDefinition> = {}): RemoteDefinition {
  return {
    name: 'remote_positions',
    contractVersion: CONTRACT_VERSION,
    version: '1.2.3',
    setup: jest.fn(),
    Component: () => <p>positions widget</p>,
    ...overrides,
  };
}

/** A loader whose answers the test releases one by one. */
function controlledLoader() {
  const pending: { resolve(v: unknown): void; reject(e: unknown): void }[] = [];
  const load = jest.fn<Promise<unknown>, Parameters<RemoteLoader['load']>>(
    () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
  );
  return {
    loader: { load } satisfies RemoteLoader,
    load,
    resolveNext: (v: unknown) => act(async () => pending.shift()?.resolve(v)),
    rejectNext: (e: unknown) => act(async () => pending.shift()?.reject(e)),
  };
}

const slot = () => screen.getByTestId('slot-remote_positions');

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteSlot', () => {
  it('shows loading, then runs setup with the host services once and renders the widget', async () => {
    const c = controlledLoader();
    const def = definition();
    const { services } = renderWithServices(<RemoteSlot name="remote_positions" title="Positions" loader={c.loader} />);
    expect(within(slot()).getByRole('status')).toHaveTextContent('Loading Positions…');
    expect(c.load).toHaveBeenCalledWith('remote_positions', { fresh: false });

    await c.resolveNext(def);

    expect(within(slot()).getByText('positions widget')).toBeInTheDocument();
    expect(def.setup).toHaveBeenCalledTimes(1);
    expect(def.setup).toHaveBeenCalledWith(services);
    expect(slot()).toHaveAttribute('data-state', 'ready');
  });

  it('shows a contained fallback when loading fails, and Retry reloads the remote fresh', async () => {
    const c = controlledLoader();
    renderWithServices(<RemoteSlot name="remote_positions" title="Positions" loader={c.loader} />);

    await c.rejectNext(new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest'));

    const fallback = within(slot()).getByTestId('slot-fallback');
    // the trader's words first; the federation runtime's text is behind "Details"
    expect(fallback).toHaveTextContent('Positions are unavailable right now.');
    const details = within(fallback).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(fallback).getByTestId('slot-fallback-detail')).toHaveTextContent('#RUNTIME-003');

    await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(c.load).toHaveBeenLastCalledWith('remote_positions', { fresh: true });
    expect(within(slot()).getByRole('status')).toBeInTheDocument();

    await c.resolveNext(definition());
    expect(within(slot()).getByText('positions widget')).toBeInTheDocument();
    expect(within(slot()).queryByTestId('slot-fallback')).not.toBeInTheDocument();
  });

  it.each([
    ['origin', 'Positions was refused: it is not from its approved address.'],
    ['integrity', 'Positions was refused: its code could not be verified.'],
  ] as const)(
    'says why a remote refused for its %s was not loaded, with the detail for support',
    async (reason, text) => {
      const c = controlledLoader();
      renderWithServices(<RemoteSlot name="remote_positions" title="Positions" loader={c.loader} />);
      await c.rejectNext(new RemoteRefusedError('remote_positions', reason, 'http://x/remoteEntry.js does not match'));
      const fallback = within(slot()).getByTestId('slot-fallback');
      expect(fallback).toHaveAttribute('data-refused', reason);
      expect(fallback).toHaveTextContent(text);
      expect(within(fallback).getByTestId('slot-fallback-detail')).toHaveTextContent('remoteEntry.js does not match');
      expect(slot()).toHaveAttribute('data-state', 'loadFailed');
    },
  );

  it('contains a render throw, leaves its neighbour working, and Retry loads it again', async () => {
    const broken = controlledLoader();
    const healthy = controlledLoader();
    renderWithServices(
      <>
        <RemoteSlot name="remote_positions" title="Positions" loader={broken.loader} />
        <RemoteSlot name="remote_order_panel" title="Orders" loader={healthy.loader} />
      </>,
    );
    await broken.resolveNext(
      definition({
        Component: () => {
          throw new Error('boom');
        },
      }),
    );
    await healthy.resolveNext(definition({ name: 'remote_order_panel', Component: () => <p>orders widget</p> }));

    const fallback = within(slot()).getByTestId('slot-fallback');
    expect(fallback).toHaveTextContent('Positions stopped working.');
    expect(fallback).toHaveTextContent('boom');
    expect(slot()).toHaveAttribute('data-state', 'crashed');
    expect(within(screen.getByTestId('slot-remote_order_panel')).getByText('orders widget')).toBeInTheDocument();

    await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(broken.load).toHaveBeenLastCalledWith('remote_positions', { fresh: true });
    await broken.resolveNext(definition());
    expect(within(slot()).getByText('positions widget')).toBeInTheDocument();
  });

  it('contains a throwing setup as a crash', async () => {
    const c = controlledLoader();
    renderWithServices(<RemoteSlot name="remote_positions" title="Positions" loader={c.loader} />);
    await c.resolveNext(
      definition({
        setup: () => {
          throw new Error('setup exploded');
        },
      }),
    );
    expect(within(slot()).getByTestId('slot-fallback')).toHaveTextContent('Positions stopped working.');
  });

  it('explains an unsupported contract version instead of rendering the widget', async () => {
    const c = controlledLoader();
    const def = definition({ contractVersion: 99, version: '7.0.0' });
    renderWithServices(<RemoteSlot name="remote_positions" title="Positions" loader={c.loader} />);
    await c.resolveNext(def);

    const fallback = within(slot()).getByTestId('slot-fallback');
    expect(fallback).toHaveTextContent(
      'Positions version 7.0.0 speaks contract 99, which this page does not support (supported: 1, 2).',
    );
    expect(fallback).toHaveAttribute('data-reason', 'unsupported');
    expect(def.setup).not.toHaveBeenCalled();
    expect(within(fallback).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('treats a module without a definition as an unsupported contract', async () => {
    const c = controlledLoader();
    renderWithServices(<RemoteSlot name="remote_positions" title="Positions" loader={c.loader} />);
    await c.resolveNext(undefined);
    expect(within(slot()).getByTestId('slot-fallback')).toHaveAttribute('data-reason', 'unsupported');
  });

  describe('a remote built against a shared library the page cannot serve', () => {
    const needsNewer = () =>
      new SharedLibraryMismatchError('remote_positions', {
        ok: false,
        reason: 'newerHost',
        library: 'shared-core',
        requiredVersion: '^1.3.0',
        minimum: '1.3',
        hostVersion: '1.2.4',
      });

    it('shows the contract message naming what it needs, never runs it, and leaves its neighbour working', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const skewed = controlledLoader();
      const healthy = controlledLoader();
      renderWithServices(
        <>
          <RemoteSlot name="remote_positions" title="Positions" loader={skewed.loader} />
          <RemoteSlot name="remote_order_panel" title="Orders" loader={healthy.loader} />
        </>,
      );
      await skewed.rejectNext(needsNewer());
      await healthy.resolveNext(definition({ name: 'remote_order_panel', Component: () => <p>orders widget</p> }));

      const fallback = within(slot()).getByTestId('slot-fallback');
      expect(fallback).toHaveTextContent(
        'Positions needs a newer page (shared-core 1.3 or later; the page has 1.2.4). Reload later.',
      );
      expect(slot()).toHaveAttribute('data-state', 'unsupported');
      expect(fallback).toHaveAttribute('data-reason', 'unsupported');
      expect(fallback).toHaveAttribute('data-shared-library', 'shared-core');
      expect(within(screen.getByTestId('slot-remote_order_panel')).getByText('orders widget')).toBeInTheDocument();

      // Retry asks again (the remote's team may have rolled back meanwhile).
      await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
      expect(skewed.load).toHaveBeenLastCalledWith('remote_positions', { fresh: true });
      await skewed.resolveNext(definition());
      expect(within(slot()).getByText('positions widget')).toBeInTheDocument();
    });

    it('says when it was built for an older page', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const c = controlledLoader();
      renderWithServices(<RemoteSlot name="remote_positions" title="Positions" loader={c.loader} />);
      await c.rejectNext(
        new SharedLibraryMismatchError('remote_positions', {
          ok: false,
          reason: 'olderHost',
          library: 'shared-http',
          requiredVersion: '^1.4.0',
          minimum: '1.4',
          hostVersion: '2.0.0',
        }),
      );
      expect(within(slot()).getByTestId('slot-fallback')).toHaveTextContent(
        'Positions was built for an older page (shared-http ^1.4.0; the page has 2.0.0). Reload later.',
      );
    });

    it.each([
      ['de', 'Positionen braucht eine neuere Seite (shared-core 1.3 oder neuer; die Seite hat 1.2.4).'],
      // in Arabic each inserted value is isolated, so "1.2.4" and "shared-core 1.3" keep their order
      [
        'ar-SA',
        `يحتاج ${isolate('المراكز')} إلى صفحة أحدث (${isolate('shared-core')} ${isolate('1.3')} أو أحدث؛ في الصفحة ${isolate('1.2.4')}).`,
      ],
    ])('in %s too', async (lng, text) => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const services = makeTestServices();
      await services.i18n.changeLanguage(lng);
      await hostTexts.ensure(services.i18n, lng); // the language's host texts, a lazy chunk
      const c = controlledLoader();
      renderWithServices(
        <RemoteSlot name="remote_positions" title={services.i18n.t('host:slots.remote_positions')} loader={c.loader} />,
        services,
      );
      await c.rejectNext(needsNewer());
      expect(within(slot()).getByTestId('slot-fallback')).toHaveTextContent(text);
    });
  });
});
