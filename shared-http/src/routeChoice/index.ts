export * from './choice';
export * from './measure';
