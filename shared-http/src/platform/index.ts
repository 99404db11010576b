export * from './contract';
export * from './createHostServices';
export * from './HostServicesContext';
export * from './sessionApi';
export * from './SessionGate';
export * from './mountStandalone';
export * from './useLiveTopic';
export * from './ConnectedSignInPanel';
