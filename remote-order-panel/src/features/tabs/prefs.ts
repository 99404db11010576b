/**
 * Pure: the panel's stored preferences read back safely (order-panel.md §4.1, §5) and the tab
 * strip's layout rules (hide, restore, reorder, the neighbour that takes over a hidden active tab).
 */
import { parseOptionSymbolName, type AccountKind } from 'shared-core';
import { PANEL_TABS, isPanelTab, type PanelTab } from './tabs';
import type { InstrumentFilter } from './types';

export const INSTRUMENT_FILTERS: readonly InstrumentFilter[] = ['ALL', 'SPOT', 'DERIVATIVES', 'OPTIONS', 'EXPIRY'];

/** §3: options are excluded from tools and P&L; spot from positions and P&L. */
export function allowedFilters(tab: PanelTab): InstrumentFilter[] {
  return INSTRUMENT_FILTERS.filter((f) => {
    if (f === 'OPTIONS' && (tab === 'tools' || tab === 'pnl')) return false;
    if (f === 'SPOT' && (tab === 'positions' || tab === 'pnl')) return false;
    return true;
  });
}

/**
 * §5, §6: a stored instrument filter is accepted only if allowed for the tab and the account has
 * the filter (UTA2), else ALL.
 */
export function storedFilter(raw: unknown, tab: PanelTab, account: Pick<AccountKind, 'unified'>): InstrumentFilter {
  if (account.unified !== 2) return 'ALL';
  return allowedFilters(tab).find((f) => f === raw) ?? 'ALL';
}

/** What is kept of a stored filter before the tab is known: one of the five values, else ALL. */
export const readFilter = (raw: unknown): InstrumentFilter => INSTRUMENT_FILTERS.find((f) => f === raw) ?? 'ALL';

/** §4.1: the filter is usable only with all-markets on; turning it off resets it to ALL. */
export const filterAfterAllMarkets = (filter: InstrumentFilter, allMarkets: boolean): InstrumentFilter =>
  allMarkets ? filter : 'ALL';

export type PositionDisplay = 'list' | 'tree';
/** §5: a stored position display is accepted only if list or tree, else list. */
export const storedPositionDisplay = (raw: unknown): PositionDisplay => (raw === 'tree' ? 'tree' : 'list');

/** §5: stored booleans treat 0 as off and anything else as on; nothing stored → the default. */
export function storedBoolean(raw: unknown, fallback: boolean): boolean {
  if (raw === null || raw === undefined || raw === '') return fallback;
  if (raw === 0 || raw === '0' || raw === false || raw === 'false') return false;
  return true;
}

export interface TabLayout {
  /** every tab, in the trader's order */
  order: PanelTab[];
  hidden: PanelTab[];
}

export const DEFAULT_LAYOUT: TabLayout = { order: [...PANEL_TABS], hidden: [] };

/** A stored layout: unknown and repeated tabs dropped, tabs it misses added in default order. */
export function storedLayout(raw: unknown): TabLayout {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const order = Array.isArray(r.order) ? [...new Set(r.order.filter(isPanelTab))] : [];
  for (const t of PANEL_TABS) if (!order.includes(t)) order.push(t);
  // open orders cannot be hidden: it is where the trader's working orders are
  const hidden = Array.isArray(r.hidden)
    ? [...new Set(r.hidden.filter(isPanelTab))].filter((t) => t !== 'openOrders')
    : [];
  return { order, hidden };
}

/** The tabs shown, in order: not hidden and allowed for the account. */
export const visibleTabs = (layout: TabLayout, allowed: readonly PanelTab[]): PanelTab[] =>
  layout.order.filter((t) => !layout.hidden.includes(t) && allowed.includes(t));

/** The tab shown after `tab` is hidden: itself if not active, else the next visible one, else the previous. */
export function activeAfterHide(visible: readonly PanelTab[], active: PanelTab, tab: PanelTab): PanelTab {
  if (tab !== active) return active;
  const at = visible.indexOf(tab);
  const rest = visible.filter((t) => t !== tab);
  if (rest.length === 0) return 'openOrders';
  return at < 0 ? rest[0]! : (visible[at + 1] ?? visible[at - 1] ?? rest[0]!);
}

export const hideTab = (layout: TabLayout, tab: PanelTab): TabLayout =>
  tab === 'openOrders' || layout.hidden.includes(tab) ? layout : { ...layout, hidden: [...layout.hidden, tab] };

export const restoreTab = (layout: TabLayout, tab: PanelTab): TabLayout => ({
  ...layout,
  hidden: layout.hidden.filter((t) => t !== tab),
});

/** Moves `tab` to where `over` is; unknown tabs leave the layout as it is (§5: refused). */
export function moveTab(layout: TabLayout, tab: PanelTab, over: PanelTab): TabLayout {
  const from = layout.order.indexOf(tab);
  const to = layout.order.indexOf(over);
  if (from < 0 || to < 0 || from === to) return layout;
  const order = [...layout.order];
  order.splice(from, 1);
  order.splice(to, 0, tab);
  return { ...layout, order };
}

/** The layout key, per user (§4.1: the order is stored per user). */
export const layoutKey = (userId: string | number | null | undefined): string =>
  `orderPanel.tabs.${userId ?? 'anonymous'}`;

const EXPIRY_RE = /-\d{2}[A-Z]{3}\d{2}$|^[A-Z0-9]+USD(?:\d{2}[A-Z]{3}\d{2}|[FGHJKMNQUVXZ]\d{2})$/;

/**
 * The instrument type of a symbol for the filter: options by their name, dated futures
 * (BTCUSDT-27DEC24, BTC-27DEC24, BTCUSDZ24, BTCUSD06DEC24) are EXPIRY, other contracts are
 * DERIVATIVES (perpetuals). The panel's lists hold contract orders only, so nothing here is SPOT.
 */
export function instrumentTypeOf(symbol: string): Exclude<InstrumentFilter, 'ALL' | 'SPOT'> {
  if (parseOptionSymbolName(symbol)) return 'OPTIONS';
  return EXPIRY_RE.test(symbol) ? 'EXPIRY' : 'DERIVATIVES';
}

export const matchesFilter = (symbol: string, filter: InstrumentFilter): boolean =>
  filter === 'ALL' || instrumentTypeOf(symbol) === filter;
