// Numeric inputs (also in the trader's locale), tick rounding, wire scaling, abbreviations, display precisions, expiry codes.
export * from './decimal';
export * from './sanitize';
export * from './tick';
export * from './scaling';
export * from './abbreviate';
export * from './precision';
export * from './expiry';
export * from './localeInput';
