export * from './theme';
export * from './StreamStatusBadge';
export * from './TableState';
export * from './WidgetFrame';
export * from './SignInPanel';
