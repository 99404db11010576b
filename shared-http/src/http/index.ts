export * from './ApiError';
export * from './httpClient';
export * from './session';
