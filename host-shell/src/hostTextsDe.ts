import type { HostResources } from './hostTextsEn';

/** German host texts: a lazy chunk, fetched when the page shows German (hostTexts.ts). */
export const hostDe: HostResources = {
  slots: {
    remote_option_entry: 'Options-Ordereingabe',
    remote_positions: 'Positionen',
    remote_order_panel: 'Orders',
  },
  toasts: { close: 'Schließen' },
  lentSlot: { nested: '{{name}} kann nicht in einem Widget gezeigt werden, das selbst in einem anderen gezeigt wird.' },
  refused: {
    origin: '{{name}} abgelehnt: nicht von der freigegebenen Adresse.',
    integrity: '{{name}} abgelehnt: der Code ließ sich nicht überprüfen.',
  },
  sharedLibrary: {
    newerHost:
      '{{name}} braucht eine neuere Seite ({{library}} {{minimum}} oder neuer; die Seite hat {{hostVersion}}). Bitte später neu laden.',
    olderHost:
      '{{name}} wurde für eine ältere Seite gebaut ({{library}} {{requiredVersion}}; die Seite hat {{hostVersion}}). Bitte später neu laden.',
  },
  signIn: {
    register: 'Konto eröffnen',
    registerTitle: 'Konto eröffnen',
    registerUnavailable: 'Konten werden bei der Börse eröffnet; diese Installation bietet keine Registrierung.',
    backToSignIn: 'Anmelden',
  },
  apiRoute: {
    label: 'API-Route',
    default: 'Standard',
    route1: 'Route 1',
    route2: 'Route 2',
    auto: 'Automatisch',
    autoUsing: 'Automatisch ({{route}})',
  },
};

/** Arabic (ar-SA; the UAE site's ar-ARE uses the same texts). */
