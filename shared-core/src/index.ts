// shared-core: domain rules, the store, the event bus, i18n and the theme. Imports nothing of ours.
export * from './domain';
export * from './bus';
export * from './store';
export * from './i18n';
export * from './ui';
