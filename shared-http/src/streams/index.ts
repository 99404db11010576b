export * from './backoff';
export * from './streamClient';
