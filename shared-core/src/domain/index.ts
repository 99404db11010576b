// Pure TypeScript rules and numbers: no React, DOM or network. exchange-sim imports only this entry.
export * from './format';
export * from './wire';
export * from './optionMath';
export * from './links';
export * from './symbols';
export * from './errors';
export * from './numbers';
export * from './sites';
export * from './optionRisk';
export * from './random';
export * from './account';
export * from './positions';
