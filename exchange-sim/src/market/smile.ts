/**
 * Volatility smile: iv = baseVol × term(T) × (1 + SKEW·x + CURVATURE·x²), with x = ln(K/S)/√T
 * (time-normalised log-moneyness), clamped to [0.5, 3] × baseVol. Short expiries get a small
 * premium (term). Plain floats: it feeds Black–Scholes, whose outputs are rounded to the tick.
 */
export const SMILE_SKEW = -0.08;
export const SMILE_CURVATURE = 0.12;
/** short-dated vol premium: +10 % at T → 0, decaying with a ~1 month time constant */
export const TERM_PREMIUM = 0.1;
export const MIN_TIME_YEARS = 1 / (365 * 24);

export function smileVol(baseVol: number, spot: number, strike: number, timeYears: number): number {
  if (!(spot > 0) || !(strike > 0) || !Number.isFinite(baseVol)) return baseVol;
  const t = Math.max(timeYears, MIN_TIME_YEARS);
  const x = Math.log(strike / spot) / Math.sqrt(t);
  const term = 1 + TERM_PREMIUM * Math.exp(-t * 12);
  const raw = baseVol * term * (1 + SMILE_SKEW * x + SMILE_CURVATURE * x * x);
  return Math.min(Math.max(raw, 0.5 * baseVol), 3 * baseVol);
}
