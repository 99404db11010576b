import { ApiPaths, type HttpClient } from 'shared-http';

/** GET /v5/account/wallet-balance: the balances per coin (entries checked in rules.ts). */
export async function fetchWallet(http: HttpClient, signal?: AbortSignal): Promise<unknown[]> {
  const r = await http.get<{ list?: unknown[] }>(ApiPaths.walletBalance, undefined, { signal });
  return Array.isArray(r.list) ? r.list : [];
}
