// The close dialog's pure rules (positions.md §2–§9): no React, no Redux. Tested table by table
// from the spec beside each file, with fast-check properties in properties.test.ts.
export * from './types';
export * from './quantity';
export * from './price';
export * from './risk';
export * from './slippage';
export * from './payload';
export * from './summary';
export * from './validate';
export * from './notify';
