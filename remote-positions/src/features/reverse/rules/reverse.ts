import { fromWire, toDecimal, toWire, type AccountKind, type Position } from 'shared-core';

/**
 * Pure rules of reversing a position (positions.md §2, §4, §6, §7): the two orders (or the
 * copy-trade pair), the target shown in the dialog, the leverage check, the 'do not prompt again'
 * preference. No React, no store.
 */

/** §7: reverse and option close use the order/create path prefixed /x-api. */
export const REVERSE_ORDER_PATH = '/x-api/contract/v5/order/create';
export const COPY_CLOSE_ALL_PATH = '/fapi/beehive/private/v1/common/order/close-all';
export const COPY_CREATE_PATH = '/fapi/beehive/private/v1/common/order/create';
export const PREF_SETTING_PATH = '/v3/private/user/member/pref-setting';
export const SYMBOL_PRICE_PATH = '/contract/v5/public/support/symbol-price';

/** §3 local preferences / §7 pref-setting: the reverse-prompt flag. */
export const REVERSE_TIP_KEY = 'reverseClickTipStatus';
export type ReverseTipStatus = 'show' | 'hide';
/** §4: the 'do not prompt again' choice is saved with a debounce of 1 second. */
export const PREF_SAVE_DEBOUNCE_MS = 1000;

export type Side = Position['side'];
export const oppositeSide = (side: Side): Side => (side === 'Buy' ? 'Sell' : 'Buy');

/** §4: hedge mode opens on the opposite positionIdx (1 ↔ 2); one-way stays on 0. */
export function targetPositionIdx(positionIdx: number, hedgeMode: boolean): number {
  if (!hedgeMode) return 0;
  return positionIdx === 1 ? 2 : positionIdx === 2 ? 1 : 0;
}

/** A position can be reversed when it has a size. */
export const canReverse = (p: Pick<Position, 'size'>): boolean => {
  const s = toDecimal(p.size);
  return !!s && !s.isZero();
};

/** The |size| as plain decimal text. */
const absSize = (p: Pick<Position, 'size'>): string => toDecimal(p.size)?.abs().toFixed() ?? '0';

/** The position's leverage (server value in hundredths) as the trader reads it: '1000' → '10'. */
export const leverageText = (serverValue: string | undefined): string =>
  fromWire('leverageE2', serverValue ?? '') ?? '';

/** What the dialog shows for each side of the reversal (§2: current side and qty, target with leverage). */
export interface ReverseSideView {
  side: Side;
  qty: string;
  mode: 'isolated' | 'cross';
  leverage: string;
}

export function reverseViews(
  p: Pick<Position, 'side' | 'size' | 'isIsolated' | 'leverage'>,
  newLeverage: string | null,
): { current: ReverseSideView; target: ReverseSideView } {
  const mode = p.isIsolated ? 'isolated' : 'cross';
  const leverage = leverageText(p.leverage);
  const qty = absSize(p);
  return {
    current: { side: p.side, qty, mode, leverage },
    target: { side: oppositeSide(p.side), qty, mode, leverage: newLeverage ?? leverage },
  };
}

/** §9: the displayed minimal leverage. */
export const MIN_LEVERAGE = '0.01';

/**
 * The optional new leverage: null (keep) when empty; 'leverageRange' outside 0.01 … max (the
 * symbol's maxLeverage, when known).
 */
export function checkNewLeverage(
  canonical: string | null,
  maxLeverage: string | undefined,
): { kind: 'keep' } | { kind: 'ok'; leverage: string } | { kind: 'error'; key: 'reverse.leverageRange' } {
  if (canonical === null || canonical.trim() === '') return { kind: 'keep' };
  const v = toDecimal(canonical);
  const max = toDecimal(maxLeverage);
  if (!v || v.isLessThan(MIN_LEVERAGE) || (max && v.isGreaterThan(max)))
    return { kind: 'error', key: 'reverse.leverageRange' };
  return { kind: 'ok', leverage: v.toFixed() };
}

/** One order of a reversal, as order/create takes it (§7). */
export interface ReverseOrderBody {
  symbol: string;
  side: Side;
  orderType: 'Market';
  qty: string;
  qtyX: string;
  timeInForce: 'ImmediateOrCancel';
  positionIdx: number;
  reduceOnly: boolean;
  closeOnTrigger: boolean;
  type: 'Activity';
  createType?: 'CreateByClosing';
  action?: 'PositionClose' | 'PositionOpen';
  leverage?: string;
  leverageE2?: string;
  orderLinkId?: string;
}

/** Both legs of a reversal: an opposite-side IOC market order for the position's whole size. */
function marketLeg(p: Pick<Position, 'symbol' | 'side' | 'size'>, linkId: string | undefined, leg: 'close' | 'open') {
  const qty = absSize(p);
  return {
    symbol: p.symbol,
    side: oppositeSide(p.side),
    orderType: 'Market' as const,
    qty,
    qtyX: toWire('qtyX', qty) ?? '0',
    timeInForce: 'ImmediateOrCancel' as const,
    type: 'Activity' as const,
    ...(linkId ? { orderLinkId: `${linkId}-${leg}` } : {}),
  };
}

/** §4: first close the whole position: an opposite-side market reduce-only order on its positionIdx. */
export function reverseCloseBody(
  p: Pick<Position, 'symbol' | 'side' | 'size' | 'positionIdx'>,
  linkId?: string,
): ReverseOrderBody {
  return {
    ...marketLeg(p, linkId, 'close'),
    positionIdx: p.positionIdx,
    reduceOnly: true,
    closeOnTrigger: true,
    createType: 'CreateByClosing',
    action: 'PositionClose',
  };
}

/** §4: then open the same quantity on the opposite side (hedge: the opposite positionIdx), with the new leverage if any. */
export function reverseOpenBody(
  p: Pick<Position, 'symbol' | 'side' | 'size' | 'positionIdx'>,
  account: Pick<AccountKind, 'hedgeMode'>,
  newLeverage: string | null,
  linkId?: string,
): ReverseOrderBody {
  return {
    ...marketLeg(p, linkId, 'open'),
    positionIdx: targetPositionIdx(p.positionIdx, account.hedgeMode),
    reduceOnly: false,
    closeOnTrigger: false,
    ...(newLeverage ? { leverage: newLeverage, leverageE2: toWire('leverageE2', newLeverage) ?? undefined } : {}),
  };
}

/** §7 copy trade: close-all's body. */
export const copyCloseAllBody = (p: Pick<Position, 'symbol' | 'positionIdx'>) => ({
  symbol: p.symbol,
  positionIdx: p.positionIdx,
});

/** §7 copy trade: create's body (basePrice the market price shown, when known). */
export function copyCreateBody(
  p: Pick<Position, 'symbol' | 'side' | 'size' | 'positionIdx' | 'leverage'>,
  account: Pick<AccountKind, 'hedgeMode'>,
  newLeverage: string | null,
  basePrice: string | null,
) {
  const qty = absSize(p);
  const leverage = newLeverage ?? leverageText(p.leverage);
  return {
    symbol: p.symbol,
    side: oppositeSide(p.side),
    orderType: 'Market' as const,
    qtyX: toWire('qtyX', qty) ?? '0',
    positionIdx: targetPositionIdx(p.positionIdx, account.hedgeMode),
    timeInForce: 'ImmediateOrCancel' as const,
    type: 'Activity' as const,
    action: 'PositionOpen' as const,
    ...(leverage ? { leverageE2: toWire('leverageE2', leverage) ?? undefined } : {}),
    ...(basePrice ? { basePrice } : {}),
  };
}

/**
 * Did the close answer say the whole position was closed? An order status other than Filled
 * (a market IOC partly filled) or an unplaced part (create_order_failed_qty_x ≠ 0) means no; an
 * answer without them (copy trade's close-all) is taken as whole.
 */
export function closedWhole(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return true;
  const a = answer as { orderStatus?: unknown; create_order_failed_qty_x?: unknown };
  if (a.orderStatus !== undefined && a.orderStatus !== 'Filled') return false;
  const failed = toDecimal(typeof a.create_order_failed_qty_x === 'string' ? a.create_order_failed_qty_x : '0');
  return !failed || failed.isZero();
}

/** The steps of one reversal, in order: the normal pair or the copy-trade pair. */
export interface ReverseStep {
  kind: 'close' | 'open';
  path: string;
  body: object;
  /** order/create's X-Client-Tag (positions.md §7), one per order of the intent. */
  headers?: Readonly<Record<string, string>>;
}

/** §7: order/create carries the X-Client-Tag header; a reversal's two orders tag as their link ids. */
export const CLIENT_TAG_HEADER = 'X-Client-Tag';
const tagged = (linkId: string | undefined, suffix: string) =>
  linkId ? { headers: { [CLIENT_TAG_HEADER]: `${linkId}-${suffix}` } } : {};

export function reverseSteps(
  p: Pick<Position, 'symbol' | 'side' | 'size' | 'positionIdx' | 'leverage'>,
  account: Pick<AccountKind, 'hedgeMode' | 'copyTrade'>,
  newLeverage: string | null,
  opts: { linkId?: string; basePrice?: string | null } = {},
): [ReverseStep, ReverseStep] {
  if (account.copyTrade)
    return [
      { kind: 'close', path: COPY_CLOSE_ALL_PATH, body: copyCloseAllBody(p) },
      { kind: 'open', path: COPY_CREATE_PATH, body: copyCreateBody(p, account, newLeverage, opts.basePrice ?? null) },
    ];
  return [
    {
      kind: 'close',
      path: REVERSE_ORDER_PATH,
      body: reverseCloseBody(p, opts.linkId),
      ...tagged(opts.linkId, 'close'),
    },
    {
      kind: 'open',
      path: REVERSE_ORDER_PATH,
      body: reverseOpenBody(p, account, newLeverage, opts.linkId),
      ...tagged(opts.linkId, 'open'),
    },
  ];
}

/**
 * A copy-trade follower may close but not open (its orders come from the leader): a reversal
 * would only close the position, so it is not offered.
 */
export const mayOpenOpposite = (account: Pick<AccountKind, 'copyTradeRole'>): boolean =>
  account.copyTradeRole !== 'follower';

/** §2: the 'do not prompt again' checkbox is not offered to copy-trade accounts. */
export const offersDontPrompt = (account: Pick<AccountKind, 'copyTrade'>): boolean => !account.copyTrade;

/** Reads the flag from pref-setting's settings: 'hide' only when saved so (anything else shows the prompt). */
export function tipStatusOf(settings: unknown): ReverseTipStatus {
  if (typeof settings !== 'object' || settings === null) return 'show';
  return (settings as Record<string, unknown>)[REVERSE_TIP_KEY] === 'hide' ? 'hide' : 'show';
}

/** §4: the reversal starts at once (no prompt) when the trader chose so, never for copy trade. */
export const skipsPrompt = (status: ReverseTipStatus, account: Pick<AccountKind, 'copyTrade'>): boolean =>
  status === 'hide' && offersDontPrompt(account);

/** pref-setting's body for the checkbox. */
export const tipPrefBody = (dontPrompt: boolean) => ({
  upsert_keys: { [REVERSE_TIP_KEY]: dontPrompt ? 'hide' : 'show' },
});

/** §7 symbol-price: list[symbol].lastPrice, or null. */
export function lastPriceOf(result: unknown, symbol: string): string | null {
  const list = (result as { list?: Record<string, { lastPrice?: unknown }> } | null)?.list;
  const v = list?.[symbol]?.lastPrice;
  return typeof v === 'string' && toDecimal(v) ? v : null;
}

/**
 * After a reversal of a position finished, the same position is not reversed again for this
 * long (decision 0012's second gate: a held Enter or a double click on the row's Reverse button
 * right after a dialog closed is not a new intent).
 */
export const SAME_REVERSE_REARM_MS = 1000;

/**
 * §4: a guard flag against concurrent reversals: one reversal at a time on the page (a second
 * one, from another row or a double click, is refused before anything is sent: 'busy'), and the
 * position just reversed is refused for SAME_REVERSE_REARM_MS after it finished ('justReversed').
 */
export interface ReverseGuard {
  tryEnter(key: string, now: number): 'ok' | 'busy' | 'justReversed';
  leave(key: string, now: number): void;
  readonly busy: boolean;
}

export function createReverseGuard(rearmMs = SAME_REVERSE_REARM_MS): ReverseGuard {
  let busy = false;
  let last: { key: string; at: number } | null = null;
  return {
    tryEnter(key, now) {
      if (busy) return 'busy';
      if (last && last.key === key && now - last.at < rearmMs) return 'justReversed';
      busy = true;
      return 'ok';
    },
    leave(key, now) {
      busy = false;
      last = { key, at: now };
    },
    get busy() {
      return busy;
    },
  };
}

/** Timers a debouncer uses (injected by tests). */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** The last value pushed is saved `ms` after the last push; `flush` saves a pending value now. */
export function createDebouncedSave<T>(save: (value: T) => void, ms = PREF_SAVE_DEBOUNCE_MS, timers = realTimers) {
  let pending: { value: T } | null = null;
  let handle: unknown = null;
  const fire = () => {
    handle = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    save(value);
  };
  return {
    push(value: T) {
      pending = { value };
      if (handle !== null) timers.clear(handle);
      handle = timers.set(fire, ms);
    },
    flush() {
      if (handle !== null) timers.clear(handle);
      fire();
    },
    cancel() {
      if (handle !== null) timers.clear(handle);
      handle = null;
      pending = null;
    },
  };
}
