export * from './backoff';
export * from './streamClient';
export * from './topicCadence';
export * from './topicStatusMirror';
