export { normCdf, normPdf, erfc } from './normal';
export {
  blackScholesPrice,
  optionGreeks,
  optionPriceAndGreeks,
  optionPriceAndGreeksInto,
  yearsToExpiry,
  DAYS_PER_YEAR,
  MS_PER_YEAR,
} from './blackScholes';
export type { OptionGreeks, OptionPriceAndGreeks } from './blackScholes';
export { impliedVolatility, IV_ABOVE_MAX, IV_CAP_PERCENT, IV_MAX_ITERATIONS } from './impliedVolatility';
