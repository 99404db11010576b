/**
 * The host's own texts (namespace `host`): slot titles, refused remotes, remotes the page's shared
 * libraries cannot serve, and the language names.
 */
export const hostEn = {
  slots: {
    remote_option_entry: 'Option order entry',
    remote_positions: 'Positions',
    remote_order_panel: 'Orders',
  },
  toasts: { close: 'Close' },
  lentSlot: { nested: '{{name}} cannot be shown inside a widget that is itself shown inside another.' },
  refused: {
    origin: '{{name}} was refused: it is not from its approved address.',
    integrity: '{{name}} was refused: its code could not be verified.',
  },
  sharedLibrary: {
    newerHost:
      '{{name}} needs a newer page ({{library}} {{minimum}} or later; the page has {{hostVersion}}). Reload later.',
    olderHost:
      '{{name}} was built for an older page ({{library}} {{requiredVersion}}; the page has {{hostVersion}}). Reload later.',
  },
  signIn: {
    register: 'Create an account',
    registerTitle: 'Create an account',
    registerUnavailable: 'Accounts are opened on the exchange; this deployment has no registration.',
    backToSignIn: 'Sign in',
  },
  apiRoute: {
    label: 'API route',
    default: 'Default',
    route1: 'Route 1',
    route2: 'Route 2',
    auto: 'Auto',
    autoUsing: 'Auto ({{route}})',
  },
};

export type HostResources = typeof hostEn;
