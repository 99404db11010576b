export * from './createI18n';
export * from './common';
export * from './commonArSa';
