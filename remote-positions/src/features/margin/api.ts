import type { HttpClient } from 'shared-http';
import { autoMarginBody, toRiskLimits, type MarginBody, type RiskLimit } from './rules/margin';
import type { Position } from 'shared-core';

/** positions.md §7: the margin calls (exchange-sim/API.md documents each). */
export const MarginPaths = {
  riskLimitList: '/contract/v5/position/risk-limit-list',
  addMargin: '/contract/v5/private/position/add-margin',
  preAddMargin: '/contract/v5/private/position/pre-add-margin',
  setAutoAddMargin: '/private/position/set-auto-add-margin',
} as const;

/** §7: the symbol's risk-limit tiers; an empty list on any error. */
export async function fetchRiskLimits(http: HttpClient, symbol: string, signal?: AbortSignal): Promise<RiskLimit[]> {
  try {
    const result = await http.get<{ list?: unknown }>(MarginPaths.riskLimitList, { symbol }, { signal });
    return toRiskLimits(result.list);
  } catch {
    return [];
  }
}

export interface PreAddMarginAnswer {
  buyLiqPrice?: string;
  sellLiqPrice?: string;
}

/** §7: the estimate after the change (nothing changes on the exchange). */
export const preAddMargin = (http: HttpClient, body: MarginBody, signal?: AbortSignal) =>
  http.post<PreAddMarginAnswer>(MarginPaths.preAddMargin, body, { signal });

/** §7: the change itself (only the error flag is read). */
export const addMargin = (http: HttpClient, body: MarginBody) => http.post<unknown>(MarginPaths.addMargin, body);

/** §7: switch auto margin replenishment (legacy private host; failure flagged by the envelope). */
export const setAutoAddMargin = (http: HttpClient, position: Pick<Position, 'symbol' | 'positionIdx'>, on: boolean) =>
  http.post<{ autoAddMargin?: boolean }>(MarginPaths.setAutoAddMargin, autoMarginBody(position, on));
