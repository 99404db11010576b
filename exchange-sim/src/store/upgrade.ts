/**
 * Read-time upgrades of stored records: a journal or checkpoint written by an older simulator is
 * brought to the current record shapes when it is loaded (store/persistent.ts, after the replay).
 * Nothing is rewritten on disk; a record is stored in the current shape the next time it changes.
 */
import { Dec } from '../util/decimal';
import type { MmrClose, PositionRecord, StoreOp, TpSlLeg, TrailingStop, TriggerBy } from './types';

/**
 * Position protection as it was stored before it became sub-objects: flat strings, '0' (MMR
 * close: 0) or absent = off.
 */
export interface FlatProtection {
  takeProfit?: string;
  stopLoss?: string;
  tpTriggerBy?: TriggerBy;
  slTriggerBy?: TriggerBy;
  tpOrderType?: 'Market' | 'Limit';
  slOrderType?: 'Market' | 'Limit';
  limitTakeProfit?: string;
  limitStopLoss?: string;
  trailingStop?: string;
  trailValueE4?: string;
  activationPrice?: string;
  trailPeak?: string;
  triggerMmRateE2?: number;
}

/** A position record as an older simulator stored it. */
export type FlatPositionRecord = Omit<PositionRecord, 'takeProfit' | 'stopLoss' | 'trailing' | 'mmrClose'> &
  FlatProtection;

/** The flat fields that no current record has (takeProfit / stopLoss are told apart by type). */
const FLAT_ONLY = [
  'tpTriggerBy',
  'slTriggerBy',
  'tpOrderType',
  'slOrderType',
  'limitTakeProfit',
  'limitStopLoss',
  'trailingStop',
  'trailValueE4',
  'activationPrice',
  'trailPeak',
  'triggerMmRateE2',
] as const;

const isFlat = (rec: PositionRecord | FlatPositionRecord): rec is FlatPositionRecord =>
  typeof rec.takeProfit === 'string' || typeof rec.stopLoss === 'string' || FLAT_ONLY.some((k) => k in rec);

/** A flat value that is set: a decimal string above 0. */
const on = (v: string | undefined): v is string => v !== undefined && new Dec(v).isGreaterThan(0);

/** A flat TP/SL leg: on above 0; its limit price counted only for a Limit close (as the trigger loop read it). */
function legOf(
  price: string | undefined,
  triggerBy: TriggerBy | undefined,
  orderType: 'Market' | 'Limit' | undefined,
  limit: string | undefined,
): TpSlLeg | undefined {
  if (!on(price)) return undefined;
  return {
    triggerPrice: price,
    triggerBy: triggerBy ?? 'LastPrice',
    ...(orderType === 'Limit' && on(limit) ? { limitPrice: limit } : {}),
  };
}

/** A flat trailing stop: on with a distance or a rate above 0; activation price and peak only above 0. */
function trailingOf(f: FlatProtection): TrailingStop | undefined {
  const rateE4 = on(f.trailValueE4) ? { rateE4: f.trailValueE4 } : undefined;
  const callback = on(f.trailingStop) ? { distance: f.trailingStop, ...rateE4 } : rateE4;
  if (!callback) return undefined;
  return {
    ...callback,
    ...(on(f.activationPrice) ? { activationPrice: f.activationPrice } : {}),
    ...(on(f.trailPeak) ? { peak: f.trailPeak } : {}),
  };
}

/** A position in the current shape: a flat one's protection becomes sub-objects (absent when off); others as they are. */
export function upgradePosition(rec: PositionRecord | FlatPositionRecord): PositionRecord {
  if (!isFlat(rec)) return rec;
  const {
    takeProfit,
    stopLoss,
    tpTriggerBy,
    slTriggerBy,
    tpOrderType,
    slOrderType,
    limitTakeProfit,
    limitStopLoss,
    trailingStop,
    trailValueE4,
    activationPrice,
    trailPeak,
    triggerMmRateE2,
    ...rest
  } = rec;
  const tp = legOf(takeProfit, tpTriggerBy, tpOrderType, limitTakeProfit);
  const sl = legOf(stopLoss, slTriggerBy, slOrderType, limitStopLoss);
  const trailing = trailingOf({ trailingStop, trailValueE4, activationPrice, trailPeak });
  const mmrClose: MmrClose | undefined = triggerMmRateE2 && triggerMmRateE2 > 0 ? { triggerMmRateE2 } : undefined;
  return {
    ...rest,
    ...(tp ? { takeProfit: tp } : {}),
    ...(sl ? { stopLoss: sl } : {}),
    ...(trailing ? { trailing } : {}),
    ...(mmrClose ? { mmrClose } : {}),
  };
}

/**
 * Upgrade every position a store has just loaded, in memory: not journalled (the files keep what
 * they hold; a record is written in the current shape the next time it changes). Returns how many
 * were upgraded.
 */
export function upgradeLoadedPositions(repo: {
  listAllPositions(): PositionRecord[];
  apply(op: StoreOp): void;
}): number {
  let upgraded = 0;
  for (const p of repo.listAllPositions()) {
    const current = upgradePosition(p);
    if (current === p) continue;
    repo.apply(['position', current]);
    upgraded++;
  }
  return upgraded;
}
