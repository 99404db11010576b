// Pure rules of the option order entry (spec option-entry-and-platform.md §3, §4, §5, §7, §9).
export * from './types';
export * from './priceCheck';
export * from './sizeCheck';
export * from './priceSource';
export * from './ivConversion';
export * from './deviation';
export * from './submitChecks';
export * from './request';
export * from './margin';
export * from './greeks';
export * from './settings';
export * from './outcome';
export * from './recompute';
export * from './reduceOnly';
export { marketReferenceDecimal, MARKET_PRICE_FLOAT, evaluateLeg, priceText, type LegEvaluation } from './evaluate';
export * from './submitGuard';
