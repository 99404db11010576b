import type { PerpInstrument } from '../market/instruments';
import { Dec, ONE, ZERO, str } from '../util/decimal';

/** Risk-limit tier (positions.md §3 Risk limit entry). */
export interface RiskTier {
  id: number;
  /** position value limit of the tier, settle coin (inverse: contracts = USD) */
  riskLimitValue: string;
  startingMargin: string;
  maintainMargin: string;
  maxLeverage: string;
  mmDeduction: string;
}

const TIER_COUNT = 5;

/** Five tiers per contract: tier 1 max leverage 100x (BTC) or 50x, each next tier doubles the margin rates. */
export function riskTiers(inst: PerpInstrument): RiskTier[] {
  const base = inst.baseCoin === 'BTC' ? '2000000' : inst.baseCoin === 'ETH' ? '1000000' : '200000';
  const firstLev = inst.baseCoin === 'BTC' ? 100 : 50;
  const out: RiskTier[] = [];
  let deduction = ZERO;
  let prevMm = ZERO;
  for (let i = 0; i < TIER_COUNT; i++) {
    const lev = new Dec(firstLev).dividedBy(2 ** i);
    const im = ONE.dividedBy(lev);
    const mm = new Dec(inst.mmRate).multipliedBy(2 ** i);
    const limit = new Dec(base).multipliedBy(i + 1);
    if (i > 0) deduction = deduction.plus(new Dec(base).multipliedBy(i).multipliedBy(mm.minus(prevMm)));
    prevMm = mm;
    out.push({
      id: i + 1,
      riskLimitValue: str(limit),
      startingMargin: str(im),
      maintainMargin: str(mm),
      maxLeverage: str(lev.decimalPlaces(2)),
      mmDeduction: str(deduction),
    });
  }
  return out;
}

const TIERS = new WeakMap<PerpInstrument, RiskTier[]>();

/**
 * The tier a position of `value` falls in (value in the settle coin; inverse: in USD contracts):
 * the first whose riskLimitValue covers it, else the last. Its maxLeverage caps the leverage, its
 * maintainMargin and mmDeduction give the maintenance margin: value × rate − deduction.
 */
export function tierFor(inst: PerpInstrument, value: Dec): RiskTier {
  let tiers = TIERS.get(inst);
  if (!tiers) TIERS.set(inst, (tiers = riskTiers(inst)));
  return tiers.find((t) => value.isLessThanOrEqualTo(t.riskLimitValue)) ?? tiers[tiers.length - 1]!;
}
