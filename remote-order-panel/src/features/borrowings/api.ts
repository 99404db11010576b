import type { HttpClient } from 'shared-http';

/** What the unified account borrows, per coin (exchange-sim API.md, issue 19). */
export const BORROWINGS_PATH = '/unified/v3/private/account/borrowings';

/** GET the borrowings: the raw entries (checked in rules.ts). */
export async function fetchBorrowings(http: HttpClient, signal?: AbortSignal): Promise<unknown[]> {
  const r = await http.get<{ list?: unknown[] }>(BORROWINGS_PATH, undefined, { signal });
  return Array.isArray(r.list) ? r.list : [];
}
