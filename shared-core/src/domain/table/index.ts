// The shared data table's pure rules (order-panel.md §2.4, §3, §4.4, §5, §8, §9).
export * from './columns';
export * from './virtual';
export * from './preferences';
export * from './futuresSpread';
export * from './tree';
export * from './pinning';
