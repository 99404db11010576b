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
  workspace: {
    label: 'Trading workspace',
    layout: 'Layout',
    presets: { options: 'Options', positions: 'Positions', compact: 'Compact', custom: 'Your layout' },
    reset: 'Reset to preset',
    maximize: 'Maximise {{name}}',
    restore: 'Restore {{name}}',
    popOut: 'Open {{name}} in its own window',
    popOutBlocked:
      'The browser blocked the new window. Allow pop-ups for this page to open {{name}} in its own window.',
    poppedOut: '{{name}} is open in its own window.',
    bringBack: 'Bring {{name}} back',
    notDeployed: '{{name}} is not part of this deployment, so it is left out of the layout.',
    keys: 'F6 moves between panels; Enter on a panel tab maximises or restores it.',
  },
  toasts: {
    close: 'Close',
    summary: '{{title}} ({{count}})',
    severity: { success: 'Done', error: 'Failed', info: 'Note', warning: 'Warning' },
  },
  theme: { label: 'Light theme', light: 'Light', dark: 'Dark' },
  lentSlot: { nested: '{{name}} cannot be shown inside a widget that is itself shown inside another.' },
  // a remote that could not be loaded, in the trader's words (the technical cause is behind "Details")
  unavailable: {
    remote_option_entry: 'Option order entry is unavailable right now.',
    remote_positions: 'Positions are unavailable right now.',
    remote_order_panel: 'Orders are unavailable right now.',
    other: '{{name}} is unavailable right now.',
    details: 'Details',
  },
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
  help: {
    title: 'Help centre',
    back: 'Back to trading',
    notFound: 'This article is not available here.',
    articles: {
      reversePosition: {
        title: 'Reverse a position',
        p1: 'Reverse closes your whole position with a market order on the opposite side, then opens a position of the same size on that side: a long of 1 BTC becomes a short of 1 BTC.',
        p2: 'You can keep the leverage or set a new one for the new position. Both orders are market orders: they pay taker fees and may fill away from the last price.',
        p3: 'If the opening order is rejected, for example for lack of margin, the position stays closed. Check the positions table after a reverse.',
      },
      trailingStop: {
        title: 'Trailing stop',
        p1: 'A trailing stop follows the market by a callback distance or rate you choose. For a long position it moves up with the price and never down; for a short position the other way round.',
        p2: 'When the price turns back by the callback from its best point, a market order closes the position.',
        p3: 'With an active price, the stop starts trailing only once the market reaches that price.',
      },
    },
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
