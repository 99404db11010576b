/**
 * Per-order outcomes of a batch place (spec §4 "Per-order outcome", §8): errorCode 0 placed;
 * 3200305 a deviation warning failure and 3200306 a deviation exceeding failure, collected per
 * symbol and never toasted; any other code a failure toast. A leg without a result is 'missing':
 * the caller reconciles it from the order stream (the outRequestId is the idempotency key) and
 * never retries it blindly.
 *
 * Matching: the simulator answers one result per entry, in order. A result is taken for the leg at
 * the same position when its symbol agrees (or it has none); legs left over take the first unused
 * result of their symbol; the rest are missing.
 *
 * toastCodes holds one entry per distinct failure code (the first message seen for it): a batch of
 * five legs that all fail with 30031 shows one insufficient-balance toast, not five.
 */

export const DEVIATION_WARNING_CODE = 3200305;
export const DEVIATION_EXCEEDING_CODE = 3200306;
/** The spec's generic failure code (§8), used for a result whose errorCode is not a number. */
export const GENERIC_FAILURE_CODE = 9999999;
/** `code` of a leg with no result. */
export const MISSING_RESULT_CODE = -1;

export type LegOutcomeStatus = 'placed' | 'deviationWarning' | 'deviationExceeded' | 'failed' | 'missing';

export interface LegOutcome {
  status: LegOutcomeStatus;
  code: number;
  message: string;
  orderId?: string;
}

export interface OrderResultLike {
  errorCode: number;
  errorMsg?: string;
  symbol?: string;
  orderId?: string;
}

export interface CollectedOutcomes {
  perLeg: Record<string, LegOutcome>;
  deviationsBySymbol: Record<string, { warning: boolean; exceeding: boolean }>;
  toastCodes: { code: number; message: string }[];
}

function outcomeOf(r: OrderResultLike): LegOutcome {
  const code = typeof r.errorCode === 'number' && Number.isFinite(r.errorCode) ? r.errorCode : GENERIC_FAILURE_CODE;
  const message = typeof r.errorMsg === 'string' ? r.errorMsg : '';
  if (code === 0) return { status: 'placed', code, message, ...(r.orderId ? { orderId: r.orderId } : {}) };
  if (code === DEVIATION_WARNING_CODE) return { status: 'deviationWarning', code, message };
  if (code === DEVIATION_EXCEEDING_CODE) return { status: 'deviationExceeded', code, message };
  return { status: 'failed', code, message };
}

/** The outcomes of a batch (see the module comment). */
export function collectOutcomes(
  legs: readonly { id: string; symbol: string }[],
  results: readonly OrderResultLike[] | null | undefined,
): CollectedOutcomes {
  const list = Array.isArray(results) ? results : [];
  const used = new Set<number>();
  const matched = new Map<string, OrderResultLike>();
  legs.forEach((leg, i) => {
    const r = list[i];
    if (r && (r.symbol === undefined || r.symbol === '' || r.symbol === leg.symbol)) {
      used.add(i);
      matched.set(leg.id, r);
    }
  });
  for (const leg of legs) {
    if (matched.has(leg.id)) continue;
    const j = list.findIndex((r, k) => !used.has(k) && r?.symbol === leg.symbol);
    if (j >= 0) {
      used.add(j);
      matched.set(leg.id, list[j]!);
    }
  }

  const perLeg: Record<string, LegOutcome> = {};
  const deviationsBySymbol: CollectedOutcomes['deviationsBySymbol'] = {};
  const toastCodes: CollectedOutcomes['toastCodes'] = [];
  for (const leg of legs) {
    const r = matched.get(leg.id);
    if (!r) {
      perLeg[leg.id] = { status: 'missing', code: MISSING_RESULT_CODE, message: '' };
      continue;
    }
    const o = outcomeOf(r);
    perLeg[leg.id] = o;
    if (o.status === 'deviationWarning' || o.status === 'deviationExceeded') {
      const d = (deviationsBySymbol[leg.symbol] ??= { warning: false, exceeding: false });
      if (o.status === 'deviationWarning') d.warning = true;
      else d.exceeding = true;
    } else if (o.status === 'failed' && !toastCodes.some((t) => t.code === o.code)) {
      toastCodes.push({ code: o.code, message: o.message });
    }
  }
  return { perLeg, deviationsBySymbol, toastCodes };
}
