// Option risk formulas shared by the option entry and exchange-sim (spec option-entry-and-platform.md §4, §5, §9).
export * from './riskConfig';
export * from './formulas';
