export * from './theme';
export * from './StreamStatusBadge';
export * from './TableState';
export * from './WidgetFrame';
export * from './SignInPanel';
export * from './lazy';
export * from './SkeletonBar';
export * from './Ltr';
