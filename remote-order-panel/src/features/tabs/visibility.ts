/**
 * Pure: which panel tabs and controls an account sees (order-panel.md §2.1, §6), from its kind and
 * the compliance flags. The open-orders sub-tabs are in `openOrders/subTabs.ts`.
 */
import type { AccountKind } from 'shared-core';
import type { ComplianceFlags } from '../compliance/compliance';
import { PANEL_TABS, type PanelTab } from './tabs';

type Account = Pick<AccountKind, 'unified' | 'demo' | 'portfolioMargin'>;

export function isTabAllowed(tab: PanelTab, account: Account, flags: ComplianceFlags): boolean {
  switch (tab) {
    case 'openOrders':
    case 'orderHistory':
    case 'tradeHistory':
      return true;
    case 'positions':
      return flags.position;
    case 'assets':
      return flags.assetsTab;
    case 'borrowings':
      return flags.borrowing;
    case 'tools':
      return flags.tools;
    case 'pnl':
      // demo accounts have no P&L sub-tabs (§2.2), so no P&L tab
      return flags.pAndL && !account.demo;
    case 'leveragedToken':
      // §2.1: not in demo; the widget also needs the current symbol to be a leveraged token
      return !account.demo;
  }
}

export const allowedTabs = (account: Account, flags: ComplianceFlags): PanelTab[] =>
  PANEL_TABS.filter((t) => isTabAllowed(t, account, flags));

/** §6: the instrument-type filter is for UTA2 accounts, unless compliance removes it. */
export const showsInstrumentFilter = (account: Account, flags: ComplianceFlags): boolean =>
  account.unified === 2 && flags.instrumentSelect;

/** §4.2: the history migration tips are for UTA1 accounts, unless compliance removes them. */
export const showsUta1Tips = (account: Account, flags: ComplianceFlags): boolean =>
  account.unified === 1 && flags.integratedUTA1Tips;

/**
 * §2.2, §6: whether the trader may trade futures spreads, from the profile the simulator serves
 * (`spreadAccess`, exchange-sim API.md). shared-core's profile type does not name the field yet:
 * read here, `true` only (absent or anything else: no access).
 */
export const hasSpreadAccess = (profile: unknown): boolean =>
  typeof profile === 'object' && profile !== null && (profile as { spreadAccess?: unknown }).spreadAccess === true;
