/**
 * Pure: the panel's tips (order-panel.md §4.2): the onboarding guide's steps, the UTA1
 * history-migration tips closed per tab, the large-order demotion tip and the uniform-table tip.
 */

/** §9: the onboarding guide has 3 steps. */
export const GUIDE_STEPS = 3;

/** The guide's stored state: the step shown (1..3) or done once completed. */
export type GuideState = { step: number; done: false } | { step: typeof GUIDE_STEPS; done: true };

export type GuideAction = 'previous' | 'next' | 'complete';

export const GUIDE_START: GuideState = { step: 1, done: false };

/** A stored guide read back safely: junk is step 1; a step outside 1..3 is clamped. */
export function storedGuide(raw: unknown): GuideState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  if (r.done === true) return { step: GUIDE_STEPS, done: true };
  const n = typeof r.step === 'number' && Number.isInteger(r.step) ? r.step : 1;
  return { step: Math.min(GUIDE_STEPS, Math.max(1, n)), done: false };
}

/** §4.2: previous and next move one step within 1..3; complete (last step only) marks it done. */
export function guideAfter(state: GuideState, action: GuideAction): GuideState {
  if (state.done) return state;
  if (action === 'previous') return { step: Math.max(1, state.step - 1), done: false };
  if (action === 'next') return { step: Math.min(GUIDE_STEPS, state.step + 1), done: false };
  return state.step === GUIDE_STEPS ? { step: GUIDE_STEPS, done: true } : state;
}

/** The guide shows for a signed-in trader until completed, unless compliance removes it (§6). */
export const showsGuide = (state: GuideState, signedIn: boolean, newUserTipsFlag: boolean): boolean =>
  signedIn && newUserTipsFlag && !state.done;

/** The history tabs that carry a UTA1 migration tip (§4.2 "history-tab migration tips"). */
export const MIGRATION_TIP_TABS = ['orderHistory', 'tradeHistory'] as const;
export type MigrationTipTab = (typeof MIGRATION_TIP_TABS)[number];
export const isMigrationTipTab = (v: unknown): v is MigrationTipTab =>
  (MIGRATION_TIP_TABS as readonly unknown[]).includes(v);

/** Stored closed tabs read back safely: unknown and repeated entries dropped. */
export const storedClosedTips = (raw: unknown): MigrationTipTab[] =>
  Array.isArray(raw) ? [...new Set(raw.filter(isMigrationTipTab))] : [];

/** A migration tip shows on its history tab for UTA1 accounts (see visibility.showsUta1Tips) until closed. */
export const showsMigrationTip = (tab: string, uta1Tips: boolean, closed: readonly MigrationTipTab[]): boolean =>
  uta1Tips && isMigrationTipTab(tab) && !closed.includes(tab);

/** §4.2: the demotion tip shows when orders were downgraded and open orders exist, until closed. */
export const showsDemotionTip = (demotedCount: number, openOrderCount: number, closed: boolean): boolean =>
  !closed && demotedCount > 0 && openOrderCount > 0;

/**
 * §7: uniformTableTip is a member preference; the tip shows until the trader turns it off, which
 * is saved as `upsert_keys: { uniformTableTip: 'off' }` through pref-setting.
 */
export const UNIFORM_TABLE_TIP_OFF = 'off';
export const showsUniformTableTip = (stored: unknown): boolean => stored !== UNIFORM_TABLE_TIP_OFF;
export const uniformTableTipOffPayload = () => ({ upsert_keys: { uniformTableTip: UNIFORM_TABLE_TIP_OFF } });
