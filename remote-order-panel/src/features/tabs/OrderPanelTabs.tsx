import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { whenPageSettled } from 'shared-core';
import { NS } from '../../i18n';
import type * as SortableTabStripModule from './SortableTabStrip';
import { PANEL_TABS, type PanelTab } from './tabs';

type DndModule = typeof SortableTabStripModule;
let dnd: DndModule | undefined;
let loading: Promise<DndModule> | undefined;
const loadDnd = () =>
  (loading ??= import('./SortableTabStrip').then(
    (m) => (dnd = m),
    (error: unknown) => {
      loading = undefined; // a failed fetch is not kept: the next hover tries again
      throw error;
    },
  ));

/** Drag to reorder (dnd-kit) is a lazy chunk: prefetched once the page settled (tests load it first). */
export const DragReorder = {
  prefetch: () =>
    loadDnd().then(
      () => undefined,
      () => undefined,
    ),
};

/**
 * The dnd-kit chunk once in; `load` fetches it (no-op when loaded or off). Switching to the sortable
 * strip remounts the tabs, so it waits while a pointer is down on the strip (a click in progress
 * is not lost); `pressed` is set by the strip's pointerdown.
 */
function useDragReorder(
  enabled: boolean,
  stripRef: RefObject<HTMLDivElement | null>,
): [DndModule | undefined, () => void, () => void] {
  const [mod, setMod] = useState(() => dnd);
  const pressed = useRef(false);
  const focused = useRef<string | null>(null);
  const apply = useCallback((m: DndModule) => {
    const swap = () => {
      const tab = document.activeElement?.closest('[data-testid^="order-panel-tab-"]');
      focused.current = tab?.getAttribute('data-testid') ?? null;
      setMod(m);
    };
    if (!pressed.current) return swap();
    const later = () => {
      pressed.current = false;
      setTimeout(swap, 0); // after the click this press makes
    };
    window.addEventListener('pointerup', later, { once: true, capture: true });
  }, []);
  const load = useCallback(() => {
    if (!enabled || mod) return;
    loadDnd().then(apply, () => undefined);
  }, [enabled, mod, apply]);
  const press = useCallback(() => {
    pressed.current = true;
  }, []);
  useEffect(() => (enabled && !mod ? whenPageSettled(load) : undefined), [enabled, mod, load]);
  useEffect(() => {
    const id = focused.current;
    focused.current = null;
    if (id) stripRef.current?.querySelector<HTMLElement>(`[data-testid="${id}"]`)?.focus();
  }, [mod, stripRef]);
  return [mod, load, press];
}

export interface OrderPanelTabsProps {
  active: PanelTab;
  /** The tabs shown, in the trader's order (hidden and disallowed ones left out). */
  tabs?: readonly PanelTab[];
  /** Open orders shown on the Open orders tab; undefined while unknown. */
  openOrderCount?: number;
  onChange: (tab: PanelTab) => void;
  /**
   * Moves `tab` to where `over` is: dragged with the pointer, or Alt+arrow on a focused tab. Absent:
   * the strip cannot be reordered.
   */
  onReorder?: (tab: PanelTab, over: PanelTab) => void;
}

/**
 * The panel's tab strip with the open-order count (order-panel.md §2.1, §4.1). Reordered by drag
 * (dnd-kit, a lazy chunk: SortableTabStrip) or from the keyboard: Alt+Left / Alt+Right moves the
 * focused tab one place that way on screen (right to left too), said in a live region.
 */
export function OrderPanelTabs({
  active,
  tabs = PANEL_TABS,
  openOrderCount,
  onChange,
  onReorder,
}: OrderPanelTabsProps) {
  const { t } = useTranslation(NS);
  const [said, setSaid] = useState('');
  const stripRef = useRef<HTMLDivElement>(null);
  const [mod, loadDnd, pressed] = useDragReorder(onReorder !== undefined, stripRef);
  const refocus = useRef<PanelTab | null>(null);
  // a moved tab keeps the focus (the browser drops it when its node moves), and so does a focused
  // tab when the sortable strip replaces the plain one (useDragReorder notes which)
  useEffect(() => {
    const tab = refocus.current;
    refocus.current = null;
    if (tab) stripRef.current?.querySelector<HTMLElement>(`[data-testid="order-panel-tab-${tab}"]`)?.focus();
  }, [tabs]);
  const onKeyDown = (tab: PanelTab) => (e: KeyboardEvent<HTMLElement>) => {
    if (!onReorder || !e.altKey || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    e.stopPropagation(); // not the tab list's own arrow navigation
    const rtl = e.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const by = (e.key === 'ArrowRight') !== rtl ? 1 : -1;
    const at = tabs.indexOf(tab);
    const over = tabs[at + by];
    if (!over) return;
    refocus.current = tab;
    onReorder(tab, over);
    setSaid(t('reorder.moved', { tab: t(`tabs.${tab}`), position: at + by + 1, count: tabs.length }));
  };

  const label = (tab: PanelTab): ReactNode =>
    tab === 'openOrders' ? (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {t('tabs.openOrders')}
        <Typography component="span" variant="body2" data-testid="open-order-count" sx={{ color: 'text.secondary' }}>
          ({openOrderCount ?? 0})
        </Typography>
      </Box>
    ) : (
      t(`tabs.${tab}`)
    );

  const TabItem = mod && onReorder ? mod.SortableTab : Tab;
  const strip = (
    <Tabs
      ref={stripRef}
      value={tabs.includes(active) ? active : false}
      onChange={(_e, value: PanelTab) => onChange(value)}
      variant="scrollable"
      scrollButtons="auto"
      data-testid="order-panel-tabs"
      onPointerEnter={loadDnd}
      onPointerDownCapture={mod ? undefined : pressed}
      sx={{ minHeight: 36, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <TabItem
          key={tab}
          value={tab}
          data-testid={`order-panel-tab-${tab}`}
          sx={{ minHeight: 36, py: 0.5, textTransform: 'none' }}
          label={label(tab)}
          onKeyDown={onKeyDown(tab)}
          aria-keyshortcuts={onReorder ? 'Alt+ArrowLeft Alt+ArrowRight' : undefined}
        />
      ))}
    </Tabs>
  );
  return (
    <>
      {mod && onReorder ? (
        <mod.SortableTabStrip tabs={tabs} onReorder={onReorder}>
          {strip}
        </mod.SortableTabStrip>
      ) : (
        strip
      )}
      {onReorder ? (
        <Box role="status" aria-live="polite" data-testid="tab-reorder-status" sx={VISUALLY_HIDDEN}>
          {said}
        </Box>
      ) : null}
    </>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
