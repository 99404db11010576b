/**
 * Pure rules of the Tools tab (order-panel.md §2.2, §3, §6, §9; issue 19): which tool sub-tabs an
 * account sees, the running / history status codes, the createType labels, the trading-bot link,
 * the instrument filter (options never have tools), the rows, merging a push, and the "New
 * TWAP / Iceberg / Chase" form's validation. No React, no Redux.
 */
import BigNumber from 'bignumber.js';
import {
  formatNumberForLocale,
  parseNumberInput,
  toDecimal,
  type AccountKind,
  type NumberInputErrorKey,
} from 'shared-core';
import type { ComplianceFlags } from '../compliance/compliance';
import { instrumentTypeOf, matchesFilter } from '../tabs/prefs';
import type { InstrumentFilter } from '../tabs/types';

export const TOOLS = ['chase', 'twap', 'iceberg', 'webhook'] as const;
export type Tool = (typeof TOOLS)[number];

/** §9: tool status codes. */
export const TOOL_STATUS = { running: 2, history: 3 } as const;
export type ToolStatusFilter = keyof typeof TOOL_STATUS;

export type ToolCounts = Readonly<Record<Tool, number>>;
export const NO_COUNTS: ToolCounts = { chase: 0, twap: 0, iceberg: 0, webhook: 0 };

/**
 * §2.2, §6: the tool sub-tabs of an account. Webhook is not for demo accounts and needs the
 * toolWebhook flag; chase needs the toolChase flag.
 */
export function toolSubTabs(account: Pick<AccountKind, 'demo'>, flags: ComplianceFlags): Tool[] {
  return TOOLS.filter((t) => {
    if (t === 'webhook') return !account.demo && flags.toolWebhook;
    if (t === 'chase') return flags.toolChase;
    return true;
  });
}

/** A chosen sub-tab the account no longer sees falls back to TWAP (always there), §4.1. */
export const effectiveToolTab = (chosen: Tool, tabs: readonly Tool[]): Tool =>
  tabs.includes(chosen) ? chosen : (tabs[0] ?? 'twap');

/** §3: the createType labels, as i18n keys under `tools.createType`. */
export const CREATE_TYPE_LABEL: Readonly<Record<string, 'twap' | 'chase' | 'iceberg'>> = {
  CreateByTWAP: 'twap',
  CreateByChaseOrder: 'chase',
  CreateByIceBerg: 'iceberg',
};
export const createTypeLabelKey = (createType: string): 'twap' | 'chase' | 'iceberg' | null =>
  CREATE_TYPE_LABEL[createType] ?? null;

/** Futures-spread symbols (a combination of two legs) carry a `-SPREAD` style suffix or a slash. */
export const isSpreadSymbol = (symbol: string): boolean => /SPREAD|\//i.test(symbol);

/**
 * §2.2, §6: the trading-bot link is hidden for demo accounts, for options, for futures spread and
 * when the tradingBot compliance flag is off.
 */
export function showsTradingBot(
  account: Pick<AccountKind, 'demo'>,
  flags: ComplianceFlags,
  symbol: string | null,
  spreadTable = false,
): boolean {
  if (account.demo || !flags.tradingBot || spreadTable) return false;
  if (symbol && (instrumentTypeOf(symbol) === 'OPTIONS' || isSpreadSymbol(symbol))) return false;
  return true;
}

/**
 * §3: options are excluded from tools whatever the filter says; otherwise the panel's filter and
 * the all-markets setting apply (off: only the page's current symbol).
 */
export function toolVisible(
  symbol: string,
  opts: { instrumentFilter: InstrumentFilter; allMarkets: boolean; currentSymbol: string | null },
): boolean {
  if (instrumentTypeOf(symbol) === 'OPTIONS') return false;
  if (!matchesFilter(symbol, opts.instrumentFilter === 'OPTIONS' ? 'ALL' : opts.instrumentFilter)) return false;
  return opts.allMarkets || opts.currentSymbol === null || symbol === opts.currentSymbol;
}

// ------------------------------------------------------------------ wire and rows

export type AlgoState = 'Running' | 'Completed' | 'Stopped' | 'Failed';

export interface AlgoChild {
  orderId: string;
  qty: string;
  cumExecQty: string;
  orderStatus: string;
  createType: string;
}

/** An algorithmic order as the simulator sends it (exchange-sim API.md, "Tools"). */
export interface WireAlgo {
  algoId: string;
  tool: Tool;
  symbol: string;
  side: 'Buy' | 'Sell';
  qty: string;
  filledQty: string;
  avgPrice: string;
  status: number;
  state: AlgoState;
  createType: string;
  failCode?: number;
  children: AlgoChild[];
  createdAt: number;
}

const STATES: readonly AlgoState[] = ['Running', 'Completed', 'Stopped', 'Failed'];
const isStr = (v: unknown): v is string => typeof v === 'string';

/** An entry of a list or a push, checked; null when malformed (it is left out). */
export function readAlgo(raw: unknown): WireAlgo | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const a = raw as Record<string, unknown>;
  if (!isStr(a.algoId) || !isStr(a.symbol) || !isStr(a.qty) || !isStr(a.filledQty)) return null;
  if (!(TOOLS as readonly unknown[]).includes(a.tool)) return null;
  if (a.side !== 'Buy' && a.side !== 'Sell') return null;
  if (!STATES.includes(a.state as AlgoState)) return null;
  if (a.status !== TOOL_STATUS.running && a.status !== TOOL_STATUS.history) return null;
  const children = Array.isArray(a.children)
    ? a.children.filter(
        (c): c is AlgoChild =>
          typeof c === 'object' && c !== null && isStr((c as AlgoChild).orderId) && isStr((c as AlgoChild).cumExecQty),
      )
    : [];
  return {
    algoId: a.algoId,
    tool: a.tool as Tool,
    symbol: a.symbol,
    side: a.side,
    qty: a.qty,
    filledQty: a.filledQty,
    avgPrice: isStr(a.avgPrice) ? a.avgPrice : '',
    status: a.status,
    state: a.state as AlgoState,
    createType: isStr(a.createType) ? a.createType : '',
    failCode: typeof a.failCode === 'number' ? a.failCode : 0,
    children,
    createdAt: typeof a.createdAt === 'number' ? a.createdAt : 0,
  };
}

export const readAlgoList = (raw: unknown): WireAlgo[] =>
  (Array.isArray(raw) ? raw : []).map(readAlgo).filter((a): a is WireAlgo => a !== null);

export function readCounts(raw: unknown): ToolCounts {
  const c = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const n = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : 0);
  return { chase: n(c.chase), twap: n(c.twap), iceberg: n(c.iceberg), webhook: n(c.webhook) };
}

/** A pushed algorithmic order replaces the one with its id (or is added first); newest first. */
export function mergeAlgos(list: readonly WireAlgo[], pushed: readonly WireAlgo[]): WireAlgo[] {
  const byId = new Map(list.map((a) => [a.algoId, a]));
  for (const p of pushed) byId.set(p.algoId, p);
  return [...byId.values()].sort((a, b) => b.createdAt - a.createdAt || b.algoId.localeCompare(a.algoId));
}

/** Running ones per tool from a merged list (the counts follow pushes between loads). */
export function countRunning(list: readonly WireAlgo[]): ToolCounts {
  const out: Record<Tool, number> = { ...NO_COUNTS };
  for (const a of list) if (a.status === TOOL_STATUS.running) out[a.tool] += 1;
  return out;
}

/** Filled share in whole percent, rounded down (100 only when all is filled), 0..100. */
export function progressPercent(filled: string, total: string): number {
  const f = toDecimal(filled);
  const t = toDecimal(total);
  if (!f || !t || t.isLessThanOrEqualTo(0) || f.isLessThanOrEqualTo(0)) return 0;
  const p = f.dividedBy(t).multipliedBy(100).integerValue(BigNumber.ROUND_FLOOR);
  return BigNumber.min(100, p).toNumber();
}

export interface ToolRowView {
  algoId: string;
  tool: Tool;
  symbol: string;
  side: 'Buy' | 'Sell';
  qty: string;
  filledQty: string;
  progress: number;
  avgPrice: string;
  state: AlgoState;
  running: boolean;
  createTypeKey: 'twap' | 'chase' | 'iceberg' | null;
  childrenFilled: number;
  children: number;
  createdAt: string;
}

const FILLED = new Set(['Filled']);

export function toolRow(a: WireAlgo, locale: string, qtyDecimals = 3, priceDecimals = 2): ToolRowView {
  return {
    algoId: a.algoId,
    tool: a.tool,
    symbol: a.symbol,
    side: a.side,
    qty: formatNumberForLocale(a.qty, locale, qtyDecimals),
    filledQty: formatNumberForLocale(a.filledQty, locale, qtyDecimals),
    progress: progressPercent(a.filledQty, a.qty),
    avgPrice: a.avgPrice ? formatNumberForLocale(a.avgPrice, locale, priceDecimals) : '--',
    state: a.state,
    running: a.status === TOOL_STATUS.running,
    createTypeKey: createTypeLabelKey(a.createType),
    childrenFilled: a.children.filter((c) => FILLED.has(c.orderStatus)).length,
    children: a.children.length,
    createdAt: a.createdAt ? new Date(a.createdAt).toISOString().slice(0, 19).replace('T', ' ') : '--',
  };
}

// ------------------------------------------------------------------ the new-order form

export type FormTool = 'twap' | 'iceberg' | 'chase';
export const FORM_TOOLS: readonly FormTool[] = ['twap', 'iceberg', 'chase'];

/** The simulator's TWAP limits (exchange-sim trading/algo). */
export const TWAP_MIN_INTERVAL_SEC = 5;
export const TWAP_MAX_DURATION_SEC = 24 * 3600;

export interface ToolFormInput {
  tool: FormTool;
  side: 'Buy' | 'Sell';
  qty: string;
  /** TWAP, in minutes and seconds as typed */
  durationMin: string;
  intervalSec: string;
  /** iceberg */
  price: string;
  visibleQty: string;
  /** chase, optional */
  maxChaseDistance: string;
}

export const EMPTY_FORM: ToolFormInput = {
  tool: 'twap',
  side: 'Buy',
  qty: '',
  durationMin: '',
  intervalSec: '',
  price: '',
  visibleQty: '',
  maxChaseDistance: '',
};

export interface QtyRules {
  minQty: string;
  qtyStep: string;
  tickSize: string;
}

/** A field's refusal: a `tools.form.*` key, or a `common:numberInput.*` key, with params. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}
export type FormField = 'qty' | 'durationMin' | 'intervalSec' | 'price' | 'visibleQty' | 'maxChaseDistance' | 'symbol';

export type ToolFormResult =
  { ok: true; body: Record<string, unknown> } | { ok: false; errors: Partial<Record<FormField, FieldError>> };

const decimalsOf = (step: string): number => (step.includes('.') ? step.split('.')[1]!.replace(/0+$/, '').length : 0);

function readNumber(
  text: string,
  locale: string,
  precision: number | undefined,
  required: boolean,
): { value: BigNumber | null; error?: FieldError } {
  const r = parseNumberInput(text, locale, { precision });
  if (r.kind === 'empty') return required ? { value: null, error: { key: 'tools.form.required' } } : { value: null };
  if (r.kind === 'error') return { value: null, error: { key: r.key satisfies NumberInputErrorKey, params: r.params } };
  return { value: new BigNumber(r.value) };
}

/**
 * The form checked: every field typed in the trader's locale; quantity at least minQty and on the
 * step; TWAP duration (minutes) and interval (seconds, at least 5, not above the duration, the
 * duration at most 24 h); iceberg price and visible quantity (minQty ≤ visible ≤ qty); chase
 * distance optional and positive. On success the create body (decimal strings, `.` point).
 */
export function validateToolForm(
  input: ToolFormInput,
  symbol: string | null,
  rules: QtyRules | undefined,
  locale: string,
): ToolFormResult {
  const errors: Partial<Record<FormField, FieldError>> = {};
  if (!symbol || instrumentTypeOf(symbol) === 'OPTIONS') errors.symbol = { key: 'tools.form.noSymbol' };
  const minQty = rules?.minQty ?? '0';
  const qtyDp = rules ? decimalsOf(rules.qtyStep) : undefined;
  const priceDp = rules ? decimalsOf(rules.tickSize) : undefined;
  const qty = readNumber(input.qty, locale, qtyDp, true);
  if (qty.error) errors.qty = qty.error;
  else if (qty.value && (qty.value.isLessThanOrEqualTo(0) || qty.value.isLessThan(minQty)))
    errors.qty = { key: 'tools.form.qtyMin', params: { min: minQty } };
  const body: Record<string, unknown> = { tool: input.tool, side: input.side, symbol, qty: qty.value?.toFixed() };

  if (input.tool === 'twap') {
    const d = readNumber(input.durationMin, locale, 2, true);
    const i = readNumber(input.intervalSec, locale, 0, true);
    if (d.error) errors.durationMin = d.error;
    if (i.error) errors.intervalSec = i.error;
    const durationSec = d.value ? d.value.multipliedBy(60).integerValue(BigNumber.ROUND_FLOOR) : null;
    if (i.value && i.value.isLessThan(TWAP_MIN_INTERVAL_SEC))
      errors.intervalSec = { key: 'tools.form.intervalMin', params: { min: TWAP_MIN_INTERVAL_SEC } };
    if (durationSec && durationSec.isGreaterThan(TWAP_MAX_DURATION_SEC))
      errors.durationMin = { key: 'tools.form.durationMax', params: { max: TWAP_MAX_DURATION_SEC / 60 } };
    else if (durationSec && i.value && !errors.intervalSec && durationSec.isLessThan(i.value))
      errors.durationMin = { key: 'tools.form.durationUnderInterval' };
    body.durationSec = durationSec?.toNumber();
    body.intervalSec = i.value?.toNumber();
    body.orderType = 'Market';
  }
  if (input.tool === 'iceberg') {
    const p = readNumber(input.price, locale, priceDp, true);
    const v = readNumber(input.visibleQty, locale, qtyDp, true);
    if (p.error) errors.price = p.error;
    else if (p.value?.isLessThanOrEqualTo(0)) errors.price = { key: 'tools.form.positive' };
    if (v.error) errors.visibleQty = v.error;
    else if (v.value && v.value.isLessThan(minQty))
      errors.visibleQty = { key: 'tools.form.qtyMin', params: { min: minQty } };
    else if (v.value && qty.value && v.value.isGreaterThan(qty.value))
      errors.visibleQty = { key: 'tools.form.visibleOverQty' };
    body.price = p.value?.toFixed();
    body.visibleQty = v.value?.toFixed();
  }
  if (input.tool === 'chase') {
    const m = readNumber(input.maxChaseDistance, locale, priceDp, false);
    if (m.error) errors.maxChaseDistance = m.error;
    else if (m.value?.isLessThanOrEqualTo(0)) errors.maxChaseDistance = { key: 'tools.form.positive' };
    if (m.value) body.maxChaseDistance = m.value.toFixed();
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body };
}
