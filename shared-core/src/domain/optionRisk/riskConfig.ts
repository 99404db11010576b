/**
 * The option risk config (spec option-entry-and-platform.md §3 "Risk config", §9): decimal strings
 * as served by `GET /option/usdc/public/v1/risk-config`, and the same factors parsed once.
 */
import type BigNumber from 'bignumber.js';
import { parseDecimal } from '../numbers/decimal';

/** Risk config (§3), decimal strings. */
export interface OptionRiskConfig {
  /** short option IM: max(MAX_IM_FACTOR × index − OTM amount, MIN_IM_FACTOR × index) + mark */
  MAX_IM_FACTOR: string;
  MIN_IM_FACTOR: string;
  /** short option MM: MM_FACTOR × index + mark */
  MM_FACTOR: string;
  /** taker fee rate (§9 default 0.00055) */
  TAKER: string;
  /** fee cap: the fee per contract never exceeds this share of the order price (§9) */
  MAX_PRICE_PROPORTION: string;
  /** fee on the value of a liquidated position */
  LIQUIDATION_FEE_RATE: string;
}

/**
 * The exchange's published option risk constants, used until (or unless) the risk config is read:
 * short IM max(0.15 × index − OTM, 0.1 × index) + mark, MM 0.075 × index + mark, taker 0.00055
 * (§9 default taker rate), fee cap 0.125 × price, liquidation fee 0.0035.
 */
export const OPTION_RISK_DEFAULTS: Readonly<OptionRiskConfig> = Object.freeze({
  MAX_IM_FACTOR: '0.15',
  MIN_IM_FACTOR: '0.1',
  MM_FACTOR: '0.075',
  TAKER: '0.00055',
  MAX_PRICE_PROPORTION: '0.125',
  LIQUIDATION_FEE_RATE: '0.0035',
});

/** The risk config's factors as decimals (what the formulas take). */
export interface OptionRiskFactors {
  maxIm: BigNumber;
  minIm: BigNumber;
  mm: BigNumber;
  taker: BigNumber;
  maxPriceProportion: BigNumber;
  /** null when missing or not a number >= 0 (no margin formula reads it) */
  liquidationFeeRate: BigNumber | null;
}

const nonNegative = (v: string | undefined): BigNumber | null => {
  const n = parseDecimal(v);
  return n && !n.isNegative() ? n : null;
};

/** The factors of a risk config; null when a margin factor is not a number >= 0. */
export function parseOptionRiskConfig(cfg: Readonly<OptionRiskConfig>): OptionRiskFactors | null {
  const maxIm = nonNegative(cfg.MAX_IM_FACTOR);
  const minIm = nonNegative(cfg.MIN_IM_FACTOR);
  const mm = nonNegative(cfg.MM_FACTOR);
  const taker = nonNegative(cfg.TAKER);
  const maxPriceProportion = nonNegative(cfg.MAX_PRICE_PROPORTION);
  const liquidationFeeRate = nonNegative(cfg.LIQUIDATION_FEE_RATE);
  return maxIm && minIm && mm && taker && maxPriceProportion
    ? { maxIm, minIm, mm, taker, maxPriceProportion, liquidationFeeRate }
    : null;
}
