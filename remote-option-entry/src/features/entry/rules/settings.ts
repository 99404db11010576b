/**
 * Persisted local settings of the option entry (spec §4 "Persisted local settings"): confirm on
 * order (default true), confirm on cancel (default true), batch mode (default false), the post-only
 * initial state (default false), and the last price mode and IV mode.
 *
 * "Price mode" is read as the price-type tab (placeType: usd / iv / market) and "IV mode" as the
 * price source (mark / best bid / best ask / mid / user) — the two choices a trader makes per order
 * besides side and size. Both are remembered from the last submitted orders only when ALL of those
 * orders agree; otherwise the stored value stays as it was.
 */
import { PRICE_SOURCES, PRICE_TYPES, type EntryLeg, type PriceSource, type PriceType } from './types';

export interface EntrySettings {
  confirmOnOrder: boolean;
  confirmOnCancel: boolean;
  batchMode: boolean;
  postOnly: boolean;
  lastPriceType: PriceType | null;
  lastSource: PriceSource | null;
}

export const SETTINGS_KEY = 'optionEntry.settings.v1';

export const DEFAULT_SETTINGS: EntrySettings = Object.freeze({
  confirmOnOrder: true,
  confirmOnCancel: true,
  batchMode: false,
  postOnly: false,
  lastPriceType: null,
  lastSource: null,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
function oneOf<T extends string>(v: unknown, allowed: readonly T[]): T | null {
  return typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : null;
}

/**
 * The stored settings; a missing storage, a throwing getItem (private mode, blocked cookies),
 * unparsable JSON or a value that is not an object gives the defaults, and each field that is
 * missing or of the wrong type gives its own default (the others are kept).
 */
export function loadSettings(storage: Pick<Storage, 'getItem'> | null): EntrySettings {
  let raw: string | null;
  try {
    raw = storage ? storage.getItem(SETTINGS_KEY) : null;
  } catch {
    raw = null;
  }
  if (raw === null) return { ...DEFAULT_SETTINGS };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  if (!isRecord(parsed)) return { ...DEFAULT_SETTINGS };
  return {
    confirmOnOrder: bool(parsed.confirmOnOrder, DEFAULT_SETTINGS.confirmOnOrder),
    confirmOnCancel: bool(parsed.confirmOnCancel, DEFAULT_SETTINGS.confirmOnCancel),
    batchMode: bool(parsed.batchMode, DEFAULT_SETTINGS.batchMode),
    postOnly: bool(parsed.postOnly, DEFAULT_SETTINGS.postOnly),
    lastPriceType: oneOf(parsed.lastPriceType, PRICE_TYPES),
    lastSource: oneOf(parsed.lastSource, PRICE_SOURCES),
  };
}

/** Stores the settings; false when the storage is missing or refuses (quota, private mode). */
export function saveSettings(storage: Pick<Storage, 'setItem'> | null, s: EntrySettings): boolean {
  if (!storage) return false;
  const value: EntrySettings = {
    confirmOnOrder: s.confirmOnOrder,
    confirmOnCancel: s.confirmOnCancel,
    batchMode: s.batchMode,
    postOnly: s.postOnly,
    lastPriceType: s.lastPriceType,
    lastSource: s.lastSource,
  };
  try {
    storage.setItem(SETTINGS_KEY, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * The settings after a submit: lastPriceType set when every submitted order has the same placeType,
 * lastSource when every one has the same source; each left unchanged otherwise (or when nothing was
 * submitted). Returns the same object when nothing changed.
 */
export function rememberLastModes(
  settings: EntrySettings,
  submitted: readonly Pick<EntryLeg, 'placeType' | 'source'>[],
): EntrySettings {
  const first = submitted[0];
  if (!first) return settings;
  const priceType = submitted.every((l) => l.placeType === first.placeType) ? first.placeType : settings.lastPriceType;
  const source = submitted.every((l) => l.source === first.source) ? first.source : settings.lastSource;
  if (priceType === settings.lastPriceType && source === settings.lastSource) return settings;
  return { ...settings, lastPriceType: priceType, lastSource: source };
}
