export * from './createI18n';
export * from './common';
export * from './lazyTexts';
export * from './languages';
export * from './completeness';
