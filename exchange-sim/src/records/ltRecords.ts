/**
 * Subscription and redemption records of leveraged tokens (order-panel.md §2.2 "Leveraged token"),
 * kept per user in the `ltRecords` setting (JSON, newest first) so they persist and reset with the
 * store.
 */
export interface LtRecord {
  id: string;
  type: 'subscribe' | 'redeem';
  /** the token, e.g. BTC3L */
  ltCoin: string;
  /** subscribe: USDT paid; redeem: tokens given back */
  amount: string;
  /** subscribe: tokens received; redeem: USDT received */
  filled: string;
  /** net asset value the record was settled at (USDT per token) */
  nav: string;
  /** in USDT */
  fee: string;
  status: 'Success' | 'Processing' | 'Failed';
  createdAt: number;
}

export const LT_RECORDS_KEY = 'ltRecords';

/** The stored records (junk or none → []), newest first. */
export function readLtRecords(settings: Readonly<Record<string, string>>): LtRecord[] {
  const raw = settings[LT_RECORDS_KEY];
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? (list as LtRecord[]).sort((a, b) => b.createdAt - a.createdAt) : [];
  } catch {
    return [];
  }
}
