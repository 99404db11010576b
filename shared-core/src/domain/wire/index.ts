export * from './position';
export * from './order';
export * from './market';
export * from './envelope';
export * from './ws';
export * from './symbol';
