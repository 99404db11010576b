import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from 'shared-core';
import { createTestServices, renderWithProviders } from '../../test/renderWithProviders';
import { PanelTips, type PanelTipsProps } from './PanelTips';
import { DEMOTED_PATH } from './useDemotedCount';
import { GUIDE_KEY, PREF_SETTING_PATH, UNIFORM_TABLE_TIP_KEY, UTA1_TIPS_KEY } from './useTipPrefs';

/** A fake pref-setting: GET answers what POST saved, as the simulator does. */
function setup(settings: Record<string, string> = {}, demoted: string[] = []) {
  const t = createTestServices();
  const stored = { ...settings };
  t.http.get.mockImplementation(async (path: string) =>
    path === PREF_SETTING_PATH ? { settings: { ...stored } } : path === DEMOTED_PATH ? { list: demoted } : {},
  );
  t.http.post.mockImplementation(async (path: string, body: { upsert_keys: Record<string, string> }) => {
    if (path === PREF_SETTING_PATH) Object.assign(stored, body.upsert_keys);
    return { settings: stored };
  });
  t.services.store.dispatch(signedIn({ userId: 7, email: 'uta1@sim.local' } as never));
  return { ...t, stored };
}

const props: PanelTipsProps = {
  userId: 7,
  activeTab: 'openOrders',
  openOrderCount: 0,
  uta1Tips: false,
  newUserTips: true,
};

describe('PanelTips', () => {
  it('steps through the guide by keyboard alone, stores each step and never shows after complete', async () => {
    const t = setup({ [UNIFORM_TABLE_TIP_KEY]: 'off' });
    const view = renderWithProviders(<PanelTips {...props} />, { services: t.services });
    expect(await screen.findByText(/Getting started \(1 of 3\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(/2 of 3/)).toBeInTheDocument();
    expect(t.stored[GUIDE_KEY]).toBe('2');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(/3 of 3/)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Complete' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByTestId('order-panel-guide')).not.toBeInTheDocument();
    expect(t.stored[GUIDE_KEY]).toBe('done');
    view.unmount();
    // a reload reads the stored preferences again: done stays done
    renderWithProviders(<PanelTips {...props} />, { services: t.services });
    await waitFor(() => expect(screen.getByTestId('order-panel-tips')).toBeInTheDocument());
    expect(screen.queryByTestId('order-panel-guide')).not.toBeInTheDocument();
  });

  it('resumes at the stored step; Escape hides it for the page without completing it', async () => {
    const t = setup({ [GUIDE_KEY]: '2', [UNIFORM_TABLE_TIP_KEY]: 'off' });
    renderWithProviders(<PanelTips {...props} />, { services: t.services });
    expect(await screen.findByText(/2 of 3/)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('order-panel-guide')).not.toBeInTheDocument();
    expect(t.stored[GUIDE_KEY]).toBe('2');
  });

  it('shows the UTA1 tip on a history tab, remembers it closed per tab', async () => {
    const t = setup({ [GUIDE_KEY]: 'done', [UNIFORM_TABLE_TIP_KEY]: 'off' });
    const view = renderWithProviders(<PanelTips {...props} uta1Tips activeTab="orderHistory" />, {
      services: t.services,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close tip' }));
    expect(screen.queryByTestId('order-panel-uta1-tip')).not.toBeInTheDocument();
    expect(t.stored[UTA1_TIPS_KEY]).toBe('orderHistory');
    view.rerender(<PanelTips {...props} uta1Tips activeTab="tradeHistory" />);
    expect(await screen.findByTestId('order-panel-uta1-tip')).toHaveTextContent(/Trades made before/);
  });

  it('shows no UTA1 tip for other accounts', async () => {
    const t = setup({ [GUIDE_KEY]: 'done', [UNIFORM_TABLE_TIP_KEY]: 'off' });
    renderWithProviders(<PanelTips {...props} activeTab="orderHistory" />, { services: t.services });
    await screen.findByTestId('order-panel-tips');
    expect(screen.queryByTestId('order-panel-uta1-tip')).not.toBeInTheDocument();
  });

  it('shows the demotion tip when the exchange reports demoted orders and open orders exist, closable', async () => {
    const t = setup({ [GUIDE_KEY]: 'done', [UNIFORM_TABLE_TIP_KEY]: 'off' }, ['o-1']);
    const view = renderWithProviders(<PanelTips {...props} openOrderCount={0} />, { services: t.services });
    await screen.findByTestId('order-panel-tips');
    expect(screen.queryByTestId('order-panel-demotion-tip')).not.toBeInTheDocument();
    expect(t.http.get).not.toHaveBeenCalledWith(DEMOTED_PATH, undefined, expect.anything());
    view.rerender(<PanelTips {...props} openOrderCount={2} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close tip' }));
    expect(screen.queryByTestId('order-panel-demotion-tip')).not.toBeInTheDocument();
  });

  it('turns uniformTableTip off through pref-setting', async () => {
    const t = setup({ [GUIDE_KEY]: 'done' });
    renderWithProviders(<PanelTips {...props} />, { services: t.services });
    await userEvent.click(await screen.findByRole('button', { name: 'Close tip' }));
    expect(screen.queryByTestId('order-panel-uniform-table-tip')).not.toBeInTheDocument();
    expect(t.http.post).toHaveBeenCalledWith(PREF_SETTING_PATH, { upsert_keys: { uniformTableTip: 'off' } });
  });
});
