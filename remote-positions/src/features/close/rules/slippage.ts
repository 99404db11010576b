import { parseDecimal, type DecimalInput } from 'shared-core';

/*
 * Slippage control of market closes (positions.md §2, §4 "Slippage", §6, §8, §9): UTA2 accounts
 * only, never in demo (shared-core `offersSlippageControl`). BTC and ETH take ticks only (BTC 10,
 * 50, 100, 200; ETH 50, 100, 500, 1000; default 50); other symbols ticks 10, 20, 50, 100 (default
 * 50) or percent 0.1, 0.2, 0.5, 1 (default 0.2). The toggle and the choice are stored locally.
 * The depth (GET /contract/v5/public/instrument/slippage) is refreshed at most once a second.
 */

export type SlippageType = 'TickSize' | 'Percent';

export interface SlippageChoice {
  type: SlippageType;
  value: string;
}

export interface SlippageOptions {
  types: readonly SlippageType[];
  ticks: readonly string[];
  percents: readonly string[];
  /** The default of each type offered. */
  defaults: Readonly<Partial<Record<SlippageType, string>>>;
  /** The choice shown when the trader chose nothing yet. */
  initial: SlippageChoice;
}

export const DEFAULT_TICKS = '50';
export const DEFAULT_PERCENT = '0.2';
export const DEPTH_REFRESH_MS = 1000;

export function slippageOptions(baseCoin: string): SlippageOptions {
  if (baseCoin === 'BTC' || baseCoin === 'ETH')
    return {
      types: ['TickSize'],
      ticks: baseCoin === 'BTC' ? ['10', '50', '100', '200'] : ['50', '100', '500', '1000'],
      percents: [],
      defaults: { TickSize: DEFAULT_TICKS },
      initial: { type: 'TickSize', value: DEFAULT_TICKS },
    };
  return {
    types: ['TickSize', 'Percent'],
    ticks: ['10', '20', '50', '100'],
    percents: ['0.1', '0.2', '0.5', '1'],
    defaults: { TickSize: DEFAULT_TICKS, Percent: DEFAULT_PERCENT },
    initial: { type: 'Percent', value: DEFAULT_PERCENT },
  };
}

/** The values offered for a type. */
export const valuesOf = (options: SlippageOptions, type: SlippageType): readonly string[] =>
  type === 'TickSize' ? options.ticks : options.percents;

/** A choice is kept only if this symbol offers it; otherwise the symbol's initial choice. */
export function validChoice(options: SlippageOptions, choice: SlippageChoice | undefined): SlippageChoice {
  if (choice && options.types.includes(choice.type) && valuesOf(options, choice.type).includes(choice.value))
    return choice;
  return options.initial;
}

/** Local preferences (§3 "slippage status and slippage data"): the toggle and the choice per symbol. */
export interface SlippageStore {
  enabled: boolean;
  bySymbol: Record<string, SlippageChoice>;
}

export const SLIPPAGE_STORAGE_KEY = 'positions.close.slippage.v1';
export const EMPTY_SLIPPAGE_STORE: SlippageStore = { enabled: true, bySymbol: {} };

const isChoice = (v: unknown): v is SlippageChoice =>
  typeof v === 'object' &&
  v !== null &&
  ((v as SlippageChoice).type === 'TickSize' || (v as SlippageChoice).type === 'Percent') &&
  typeof (v as SlippageChoice).value === 'string';

/** Reads the stored preferences; anything unreadable or foreign reads as the defaults. */
export function parseSlippageStore(text: string | null): SlippageStore {
  if (!text) return EMPTY_SLIPPAGE_STORE;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return EMPTY_SLIPPAGE_STORE;
    const o = raw as { enabled?: unknown; bySymbol?: unknown };
    const bySymbol: Record<string, SlippageChoice> = {};
    if (typeof o.bySymbol === 'object' && o.bySymbol !== null)
      for (const [k, v] of Object.entries(o.bySymbol)) if (isChoice(v)) bySymbol[k] = { type: v.type, value: v.value };
    return { enabled: typeof o.enabled === 'boolean' ? o.enabled : true, bySymbol };
  } catch {
    return EMPTY_SLIPPAGE_STORE;
  }
}

export const serializeSlippageStore = (s: SlippageStore): string => JSON.stringify(s);

export type SlippageMessageKey = 'orderCompleteExpected' | 'orderIncompleteExpected';

/**
 * What the depth within the tolerance says of the close (§8): the whole quantity is expected to
 * fill, or only part of it; 'orderExecutionDifferenceWarning' goes with either (fills may still
 * differ). null while the depth is unknown.
 */
export function slippageMessage(depthQty: DecimalInput, closeQty: DecimalInput): SlippageMessageKey | null {
  const d = parseDecimal(depthQty);
  const q = parseDecimal(closeQty);
  if (!d || !q || !q.isGreaterThan(0)) return null;
  return d.isGreaterThanOrEqualTo(q) ? 'orderCompleteExpected' : 'orderIncompleteExpected';
}

/** Depth refresh throttle: another request only when a second has passed since the last one. */
export const depthRefreshDue = (lastAt: number | null, now: number): boolean =>
  lastAt === null || now - lastAt >= DEPTH_REFRESH_MS;
