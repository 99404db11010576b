// shared-http: the HTTP client with the platform's rules, sessions, WebSocket streams, and the
// host↔remote contract. Imports shared-core only.
export * from './http';
export * from './streams';
export * from './platform';
export * from './routeChoice';
