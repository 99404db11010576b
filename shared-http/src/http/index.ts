export * from './ApiError';
export * from './handleApiError';
export * from './httpClient';
export * from './responseCache';
export * from './session';
export * from './endpoints';
