import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { signedIn } from 'shared-core';
import { makeTestServices, renderWithServices } from '../testUtils';
import { nextPanelTab, onPanelKeys } from './focusPanels';
import { decodeLayout, encodeLayout, PRESETS, type Layout, type PanelId } from './layout';
import { PanelHosts, PanelHostsProvider } from './panelHosts';
import { PlainLayout } from './PlainLayout';
import { PREF_SETTING_PATH, SAVE_DELAY_MS, useSavedLayout } from './useSavedLayout';
import { WorkspaceBar } from './WorkspaceBar';

const NAMES: Record<PanelId, string> = {
  remote_option_entry: 'Option order entry',
  remote_positions: 'Positions',
  remote_order_panel: 'Orders',
};

/** The plain layout with stand-in widgets. */
function Plain({ initial }: { initial: Layout }) {
  const [layout, setLayout] = useState(initial);
  const [hosts] = useState(() => new PanelHosts());
  return (
    <PanelHostsProvider
      hosts={hosts}
      panels={['remote_option_entry', 'remote_positions', 'remote_order_panel']}
      render={(id, place) => <p data-visible={place.visible}>{NAMES[id]} widget</p>}
    >
      <PlainLayout
        layout={layout}
        title={(id) => NAMES[id]}
        label={(key, id) => `${key === 'maximize' ? 'Maximise' : 'Restore'} ${NAMES[id]}`}
        onSelect={(id) =>
          setLayout((l) =>
            decodeLayout(
              encodeLayout(l)
                .replace(/!/g, '')
                .replace(/p\+o/, id === 'remote_order_panel' ? 'p+o!' : 'p!+o'),
            )!,
          )
        }
        onToggleMaximize={(id) => setLayout((l) => ({ ...l, maximized: l.maximized ? undefined : id }))}
        onIntent={() => undefined}
      />
      <output data-testid="layout">{encodeLayout(layout)}</output>
    </PanelHostsProvider>
  );
}

describe('the plain layout', () => {
  test('stacked panels are tabs: the background one is not shown until chosen', async () => {
    render(<Plain initial={PRESETS.compact} />);
    expect(screen.getByText('Positions widget')).toBeVisible();
    expect(screen.queryByText('Orders widget')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Positions' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByText('Orders widget')).toBeVisible();
    expect(screen.getByTestId('layout')).toHaveTextContent('1|c(58:e,42:p+o!)');
    // the positions' node waits, hidden, in the page: not laid out, not unmounted
    expect(screen.getByText('Positions widget')).not.toBeVisible();
  });

  test('Enter on a tab and the maximise button maximise and restore its panel', async () => {
    render(<Plain initial={PRESETS.options} />);
    screen.getByRole('tab', { name: 'Orders' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('layout')).toHaveTextContent('#o');
    expect(screen.getByText('Orders widget')).toBeVisible();
    expect(screen.queryByText('Positions widget')).not.toBeVisible();
    const restore = screen.getByRole('button', { name: 'Restore Orders' });
    expect(restore).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(restore);
    expect(screen.getByTestId('layout')).not.toHaveTextContent('#');
    expect(screen.getByText('Positions widget')).toBeVisible();
  });
});

describe('F6 between panels', () => {
  test('moves to the next panel, Shift+F6 back, wrapping round; a dialog keeps the focus', async () => {
    render(<Plain initial={PRESETS.options} />);
    // jsdom lays nothing out: every tabset counts as shown
    jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const keys = onPanelKeys(document);
    window.addEventListener('keydown', keys);
    try {
      await userEvent.keyboard('{F6}');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Option order entry' }));
      await userEvent.keyboard('{F6}');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Positions' }));
      await userEvent.keyboard('{F6}{F6}');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Option order entry' }));
      await userEvent.keyboard('{Shift>}{F6}{/Shift}');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Orders' }));

      const dialog = document.createElement('div');
      dialog.setAttribute('aria-modal', 'true');
      document.body.appendChild(dialog);
      await userEvent.keyboard('{F6}');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Orders' }));
      dialog.remove();
    } finally {
      window.removeEventListener('keydown', keys);
      jest.restoreAllMocks();
    }
  });

  test('a panel maximised over the others is the only one F6 reaches', () => {
    render(<Plain initial={{ ...PRESETS.options, maximized: 'remote_positions' }} />);
    jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    expect(nextPanelTab(document, null, false)).toBe(screen.getByRole('tab', { name: 'Positions' }));
    expect(nextPanelTab(document, screen.getByRole('tab', { name: 'Positions' }), false)).toBe(
      screen.getByRole('tab', { name: 'Positions' }),
    );
    jest.restoreAllMocks();
  });
});

describe('the workspace bar', () => {
  const noop = () => undefined;
  test('offers Reset only once the layout is the trader’s own; says what is popped out and left out', async () => {
    const onBringBack = jest.fn();
    const { rerender } = renderWithServices(
      <WorkspaceBar
        preset="compact"
        customised={false}
        popped={[]}
        blocked={null}
        missing={[]}
        onPreset={noop}
        onReset={noop}
        onBringBack={onBringBack}
        onDismissBlocked={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Reset to preset' })).toBeDisabled();
    expect(screen.getByLabelText('Layout')).toHaveValue('compact');
    rerender(
      <WorkspaceBar
        preset="compact"
        customised
        popped={['remote_order_panel']}
        blocked="remote_positions"
        missing={['remote_option_entry']}
        onPreset={noop}
        onReset={noop}
        onBringBack={onBringBack}
        onDismissBlocked={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Reset to preset' })).toBeEnabled();
    expect(screen.getByText('Your layout')).toBeInTheDocument();
    expect(screen.getByTestId('popped-note-remote_order_panel')).toHaveTextContent('Orders is open in its own window.');
    await userEvent.click(screen.getByRole('button', { name: 'Bring Orders back' }));
    expect(onBringBack).toHaveBeenCalledWith('remote_order_panel');
    expect(screen.getByTestId('popout-blocked')).toHaveTextContent('Allow pop-ups for this page to open Positions');
    expect(screen.getByTestId('not-deployed-remote_option_entry')).toHaveTextContent(
      'Option order entry is not part of this deployment, so it is left out of the layout.',
    );
  });
});

describe('the saved layout', () => {
  function Probe({ available }: { available: PanelId[] }) {
    const saved = useSavedLayout(available);
    return (
      <>
        <output data-testid="saved">{`${encodeLayout(saved.layout)} ${saved.preset} r${saved.revision}`}</output>
        <button onClick={() => saved.change(decodeLayout('1|r(30:e,70:p+o!)')!)}>change</button>
        <button onClick={() => saved.choosePreset('positions')}>positions</button>
        <button onClick={saved.reset}>reset</button>
      </>
    );
  }

  function services(settings: Record<string, string> | Error) {
    const s = makeTestServices();
    s.store.dispatch(signedIn({ userId: 7, email: 'a@b' }));
    (s.http.get as jest.Mock).mockImplementation((path: string) =>
      path === PREF_SETTING_PATH
        ? settings instanceof Error
          ? Promise.reject(settings)
          : Promise.resolve({ settings })
        : Promise.reject(new Error(path)),
    );
    (s.http.post as jest.Mock).mockResolvedValue({});
    return s;
  }

  beforeEach(() => localStorage.clear());

  test('a trader without a saved layout starts with the preset for the window; a change is kept here at once and sent a second later', async () => {
    jest.useFakeTimers();
    try {
      const s = services(new Error('offline'));
      renderWithServices(<Probe available={['remote_option_entry', 'remote_positions', 'remote_order_panel']} />, s);
      expect(screen.getByTestId('saved')).toHaveTextContent('1|c(58:e,42:p!+o) compact'); // jsdom: 1024 px
      await act(async () => screen.getByText('change').click());
      expect(JSON.parse(localStorage.getItem('trading.workspace.7')!)).toEqual({
        layout: '1|r(30:e,70:p+o!)',
        preset: 'compact',
      });
      expect(s.http.post).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(SAVE_DELAY_MS));
      expect(s.http.post).toHaveBeenCalledTimes(1);
      expect(s.http.post).toHaveBeenCalledWith(PREF_SETTING_PATH, {
        upsert_keys: { workspaceLayout: '1|r(30:e,70:p+o!)', workspacePreset: 'compact' },
      });
    } finally {
      jest.useRealTimers();
    }
  });

  test("the simulator's copy follows the trader to this browser, without the panels this deployment lacks", async () => {
    localStorage.setItem('trading.workspace.7', JSON.stringify({ layout: '1|c(58:e,42:p!+o)', preset: 'compact' }));
    const s = services({ workspaceLayout: '1|r(64:e,36:c(55:p,45:o))#p', workspacePreset: 'options' });
    renderWithServices(<Probe available={['remote_option_entry', 'remote_positions']} />, s);
    await waitFor(() => expect(screen.getByTestId('saved')).toHaveTextContent('1|r(64:e,36:p)#p options r1'));
    // and is kept here for the next load
    expect(JSON.parse(localStorage.getItem('trading.workspace.7')!).layout).toBe('1|r(64:e,36:p)#p');
  });

  test('a saved text that cannot be read is ignored: the preset, nothing lost on the page', async () => {
    localStorage.setItem('trading.workspace.7', '{"layout":"1|r(64:e,36:c(55:p');
    const s = services({ workspaceLayout: '<script>' });
    renderWithServices(<Probe available={['remote_option_entry', 'remote_positions', 'remote_order_panel']} />, s);
    await waitFor(() => expect(s.http.get).toHaveBeenCalled());
    expect(screen.getByTestId('saved')).toHaveTextContent('1|c(58:e,42:p!+o) compact r0');
  });

  test('Reset returns to the preset last chosen', async () => {
    const s = services(new Error('offline'));
    renderWithServices(<Probe available={['remote_option_entry', 'remote_positions', 'remote_order_panel']} />, s);
    await userEvent.click(screen.getByText('positions'));
    expect(screen.getByTestId('saved')).toHaveTextContent('1|c(36:e,64:r(60:p,40:o)) positions');
    await userEvent.click(screen.getByText('change'));
    expect(screen.getByTestId('saved')).toHaveTextContent('1|r(30:e,70:p+o!) positions');
    await userEvent.click(screen.getByText('reset'));
    expect(screen.getByTestId('saved')).toHaveTextContent('1|c(36:e,64:r(60:p,40:o)) positions');
  });
});

test('a panel whose remote is not in the deployment is left out of the page, with a note', async () => {
  const { TradingPage } = await import('../TradingPage');
  const s = makeTestServices();
  (s.http.get as jest.Mock).mockRejectedValue(new Error('offline'));
  const loader = { load: jest.fn((_name: string) => new Promise<never>(() => undefined)) };
  renderWithServices(<TradingPage loader={loader} deployed={['remote_option_entry', 'remote_order_panel']} />, s);
  expect(screen.getByTestId('not-deployed-remote_positions')).toHaveTextContent(
    'Positions is not part of this deployment',
  );
  expect(screen.queryByRole('tab', { name: 'Positions' })).not.toBeInTheDocument();
  expect(
    within(screen.getByTestId('workspace'))
      .getAllByRole('tab')
      .map((t) => t.textContent),
  ).toEqual(['Option order entry', 'Orders']);
  expect(loader.load.mock.calls.map((c) => c[0])).not.toContain('remote_positions');
});
