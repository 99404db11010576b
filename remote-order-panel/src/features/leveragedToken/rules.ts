/**
 * Pure rules of the subscription/redemption history (order-panel.md §2.1, §2.2, §3, §6): the tab
 * exists only when the current symbol is a leveraged token (symbolType LT) and the account is not
 * demo; its sub-tabs; the record rows.
 */
import { EMPTY_VALUE, formatNumberForLocale, toDecimal, type AccountKind } from 'shared-core';
import { formatOrderTime } from '../openOrders/rules';
import type { LtRecordType, WireLtRecord } from './api';

export interface LeveragedToken {
  symbol: string;
  ltCoin: string;
  quoteCoin: string;
}

/** The list's entries that are leveraged tokens (symbolType LT, a symbol and a token); the rest is dropped. */
export function parseLtSymbols(list: readonly unknown[]): LeveragedToken[] {
  const out: LeveragedToken[] = [];
  for (const raw of list) {
    if (typeof raw !== 'object' || raw === null) continue;
    const r = raw as Record<string, unknown>;
    if (r.symbolType !== 'LT' || typeof r.symbol !== 'string' || typeof r.ltCoin !== 'string') continue;
    if (r.symbol === '' || r.ltCoin === '') continue;
    out.push({ symbol: r.symbol, ltCoin: r.ltCoin, quoteCoin: typeof r.quoteCoin === 'string' ? r.quoteCoin : 'USDT' });
  }
  return out;
}

/** The leveraged token the page shows, or null when the current symbol is none. */
export const leveragedTokenOf = (symbol: string | null, tokens: readonly LeveragedToken[]): LeveragedToken | null =>
  symbol === null ? null : (tokens.find((t) => t.symbol === symbol) ?? null);

/** §2.1, §6: the tab exists for a leveraged-token symbol, outside demo. */
export const showsLtTab = (token: LeveragedToken | null, kind: Pick<AccountKind, 'demo'>): boolean =>
  token !== null && !kind.demo;

export const LT_SUB_TABS = ['subscription', 'redemption'] as const;
export type LtSubTab = (typeof LT_SUB_TABS)[number];

export const recordTypeOf = (tab: LtSubTab): LtRecordType => (tab === 'subscription' ? 'subscribe' : 'redeem');

export interface LtRecordRowView {
  id: string;
  ltCoin: string;
  /** what was given: USDT on a subscription, tokens on a redemption, with its unit */
  amount: string;
  /** what was received */
  filled: string;
  nav: string;
  fee: string;
  status: WireLtRecord['status'];
  time: string;
  at: number;
}

const USDT_DECIMALS = 4;
const TOKEN_DECIMALS = 4;
const NAV_DECIMALS = 4;

const fmt = (v: string, locale: string, dp: number, unit: string): string =>
  toDecimal(v) === null ? EMPTY_VALUE : `${formatNumberForLocale(v, locale, dp)} ${unit}`;

export function ltRecordRow(r: WireLtRecord, quoteCoin: string, locale: string): LtRecordRowView {
  const subscribe = r.type === 'subscribe';
  const given = subscribe ? quoteCoin : r.ltCoin;
  const received = subscribe ? r.ltCoin : quoteCoin;
  return {
    id: r.id,
    ltCoin: r.ltCoin,
    amount: fmt(r.amount, locale, subscribe ? USDT_DECIMALS : TOKEN_DECIMALS, given),
    // nothing is received until the record succeeds
    filled:
      r.status === 'Success'
        ? fmt(r.filled, locale, subscribe ? TOKEN_DECIMALS : USDT_DECIMALS, received)
        : EMPTY_VALUE,
    nav: fmt(r.nav, locale, NAV_DECIMALS, quoteCoin),
    fee: fmt(r.fee, locale, USDT_DECIMALS, quoteCoin),
    status: r.status,
    time: formatOrderTime(r.createdAt),
    at: r.createdAt,
  };
}
