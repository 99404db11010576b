import type { HostResources } from './hostTextsEn';

/** German host texts: a lazy chunk, fetched when the page shows German (hostTexts.ts). */
export const hostDe: HostResources = {
  slots: {
    remote_option_entry: 'Options-Ordereingabe',
    remote_positions: 'Positionen',
    remote_order_panel: 'Aufträge',
  },
  workspace: {
    label: 'Handelsarbeitsplatz',
    layout: 'Anordnung',
    presets: { options: 'Optionen', positions: 'Positionen', compact: 'Kompakt', custom: 'Eigene Anordnung' },
    reset: 'Auf Vorlage zurücksetzen',
    maximize: '{{name}} maximieren',
    restore: '{{name}} wiederherstellen',
    popOut: '{{name}} in eigenem Fenster öffnen',
    popOutBlocked:
      'Der Browser hat das neue Fenster blockiert. Erlauben Sie Pop-ups für diese Seite, um {{name}} in eigenem Fenster zu öffnen.',
    poppedOut: '{{name}} ist in einem eigenen Fenster geöffnet.',
    bringBack: '{{name}} zurückholen',
    notDeployed: '{{name}} gehört nicht zu dieser Bereitstellung und fehlt daher in der Anordnung.',
    keys: 'F6 wechselt zwischen Bereichen; Enter auf einem Bereichsreiter maximiert oder stellt ihn wieder her.',
  },
  toasts: {
    close: 'Schließen',
    summary: '{{title}} ({{count}})',
    severity: { success: 'Erledigt', error: 'Fehlgeschlagen', info: 'Hinweis', warning: 'Warnung' },
  },
  theme: { label: 'Helles Design', light: 'Hell', dark: 'Dunkel' },
  lentSlot: { nested: '{{name}} kann nicht in einem Widget gezeigt werden, das selbst in einem anderen gezeigt wird.' },
  unavailable: {
    remote_option_entry: 'Die Options-Ordereingabe ist gerade nicht verfügbar.',
    remote_positions: 'Positionen sind gerade nicht verfügbar.',
    remote_order_panel: 'Aufträge sind gerade nicht verfügbar.',
    other: '{{name}} ist gerade nicht verfügbar.',
    details: 'Details',
  },
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
  help: {
    title: 'Hilfe-Center',
    back: 'Zurück zum Handel',
    notFound: 'Dieser Artikel ist hier nicht verfügbar.',
    articles: {
      reversePosition: {
        title: 'Position umkehren',
        p1: 'Umkehren schließt Ihre gesamte Position mit einer Market-Order in Gegenrichtung und eröffnet dann eine gleich große Position auf dieser Seite: Aus 1 BTC Long wird 1 BTC Short.',
        p2: 'Sie können den Hebel beibehalten oder für die neue Position einen neuen wählen. Beide Orders sind Market-Orders: Es fallen Taker-Gebühren an, und sie können abseits des letzten Preises ausgeführt werden.',
        p3: 'Wird die eröffnende Order abgelehnt, etwa mangels Margin, bleibt die Position geschlossen. Prüfen Sie nach dem Umkehren die Positionstabelle.',
      },
      trailingStop: {
        title: 'Trailing Stop',
        p1: 'Ein Trailing Stop folgt dem Markt mit einem von Ihnen gewählten Rückfallabstand oder -satz. Bei einer Long-Position steigt er mit dem Preis und fällt nie; bei einer Short-Position umgekehrt.',
        p2: 'Dreht der Preis von seinem besten Punkt um den Rückfall zurück, schließt eine Market-Order die Position.',
        p3: 'Mit einem Aktivierungspreis beginnt der Stop erst zu folgen, wenn der Markt diesen Preis erreicht.',
      },
    },
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
