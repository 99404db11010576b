import { Dec, ZERO, asDec, type DecInput } from '../util/decimal';

/** Option risk config (spec option-entry-and-platform.md §3 Risk config, §9). */
export const OPTION_RISK = {
  /** short option IM: max(MAX_IM_FACTOR × index − OTM amount, MIN_IM_FACTOR × index) + mark */
  MAX_IM_FACTOR: '0.15',
  MIN_IM_FACTOR: '0.1',
  /** short option MM: MM_FACTOR × index + mark */
  MM_FACTOR: '0.075',
  /** spec §9 default taker rate */
  TAKER: '0.00055',
  /** fee cap: the fee per contract never exceeds this share of the order price (spec §9) */
  MAX_PRICE_PROPORTION: '0.125',
  /** fee on the value of a liquidated position (charged by ContractDesk.liquidate instead of the taker fee) */
  LIQUIDATION_FEE_RATE: '0.0035',
} as const;

export type OptionRiskConfig = { -readonly [K in keyof typeof OPTION_RISK]: string };

/** The risk config as served by `GET /option/usdc/public/v1/risk-config` (decimal strings). */
export function optionRiskConfig(): OptionRiskConfig {
  return { ...OPTION_RISK };
}

export const LIQUIDATION_FEE_RATE = OPTION_RISK.LIQUIDATION_FEE_RATE;

export const TAKER_FEE_RATE = OPTION_RISK.TAKER;
export const MAKER_FEE_RATE = '0.0002';
export const FEE_PRICE_PROPORTION_CAP = OPTION_RISK.MAX_PRICE_PROPORTION;

const FEE_CAP = asDec(FEE_PRICE_PROPORTION_CAP);
const MAX_IM = asDec(OPTION_RISK.MAX_IM_FACTOR);
const MIN_IM = asDec(OPTION_RISK.MIN_IM_FACTOR);
const MM = asDec(OPTION_RISK.MM_FACTOR);

/** Option fee per contract: min(rate × index, cap × price) (spec §9). */
export function optionFeePerContract(index: DecInput, price: DecInput, rate: DecInput = TAKER_FEE_RATE): Dec {
  return Dec.min(asDec(rate).multipliedBy(asDec(index)), FEE_CAP.multipliedBy(asDec(price)));
}

/** Out-of-the-money amount of one option contract. */
export function otmAmount(index: DecInput, strike: DecInput, optionType: 'C' | 'P'): Dec {
  const s = asDec(index);
  const k = asDec(strike);
  return Dec.max(ZERO, optionType === 'C' ? k.minus(s) : s.minus(k));
}

/** Initial margin of one short option contract. Long options need no margin (premium is paid). */
export function shortOptionIM(index: DecInput, strike: DecInput, optionType: 'C' | 'P', mark: DecInput): Dec {
  const s = asDec(index);
  const base = Dec.max(s.multipliedBy(MAX_IM).minus(otmAmount(s, strike, optionType)), s.multipliedBy(MIN_IM));
  return base.plus(asDec(mark));
}

/** Maintenance margin of one short option contract. */
export function shortOptionMM(index: DecInput, mark: DecInput): Dec {
  return asDec(index).multipliedBy(MM).plus(asDec(mark));
}

/**
 * Margin to reserve per contract for the opening part of an option order (spec §9 Required
 * margin): open buy = premium + fee; open sell = IM + fee − premium (never below 0). Closing
 * parts need no margin.
 */
export function optionOpenReservePerContract(args: {
  side: 'Buy' | 'Sell';
  price: DecInput;
  index: DecInput;
  strike: DecInput;
  optionType: 'C' | 'P';
  mark: DecInput;
}): Dec {
  const fee = optionFeePerContract(args.index, args.price);
  if (args.side === 'Buy') return asDec(args.price).plus(fee);
  return Dec.max(
    ZERO,
    shortOptionIM(args.index, args.strike, args.optionType, args.mark).plus(fee).minus(asDec(args.price)),
  );
}
