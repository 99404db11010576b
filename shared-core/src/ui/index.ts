export * from './theme';
export * from './StreamStatusBadge';
export * from './WidgetFrame';
export * from './SignInPanel';
