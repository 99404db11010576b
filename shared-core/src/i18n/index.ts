export * from './createI18n';
export * from './common';
export * from './commonArSa';
export * from './languages';
export * from './completeness';
