/**
 * The `common` namespace: texts used by more than one package. Spec message keys are used as
 * keys where the spec names them. Each language is a complete copy of `en` (checked by a test).
 */
export const commonEn = {
  app: { title: 'Options trading', language: 'Language', signIn: 'Sign in', signOut: 'Sign out' },
  stream: {
    connecting: 'Connecting…',
    live: 'Live',
    reconnecting: 'Reconnecting — prices may be out of date',
    stale: 'No updates — prices may be out of date',
    closed: 'Disconnected',
  },
  widget: {
    loadFailed: '{{name}} could not be loaded.',
    crashed: '{{name}} stopped working.',
    unsupportedContract:
      '{{name}} version {{version}} speaks contract {{contract}}, which this page does not support (supported: {{supported}}). Ask its team to deploy a compatible version.',
    retry: 'Retry',
    loading: 'Loading {{name}}…',
    version: 'v{{version}}',
  },
  login: {
    title: 'Sign in to trade',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    failed: 'Sign-in failed: {{message}}',
  },
  empty: 'No data',
  errors: {
    '9000001': 'The request timed out. Please try again.',
    '9999999': 'Something went wrong. Please try again.',
    nonResponse: 'Non Response!',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type CommonResources = Widen<typeof commonEn>;

export const commonDe: CommonResources = {
  app: { title: 'Optionshandel', language: 'Sprache', signIn: 'Anmelden', signOut: 'Abmelden' },
  stream: {
    connecting: 'Verbinde…',
    live: 'Live',
    reconnecting: 'Verbindung wird wiederhergestellt – Preise evtl. veraltet',
    stale: 'Keine Aktualisierungen – Preise evtl. veraltet',
    closed: 'Getrennt',
  },
  widget: {
    loadFailed: '{{name}} konnte nicht geladen werden.',
    crashed: '{{name}} funktioniert nicht mehr.',
    unsupportedContract:
      '{{name}} Version {{version}} nutzt Vertrag {{contract}}, den diese Seite nicht unterstützt (unterstützt: {{supported}}). Bitte das Team um eine kompatible Version.',
    retry: 'Erneut versuchen',
    loading: '{{name}} wird geladen…',
    version: 'v{{version}}',
  },
  login: {
    title: 'Zum Handeln anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    failed: 'Anmeldung fehlgeschlagen: {{message}}',
  },
  empty: 'Keine Daten',
  errors: {
    '9000001': 'Zeitüberschreitung der Anfrage. Bitte erneut versuchen.',
    '9999999': 'Etwas ist schiefgelaufen. Bitte erneut versuchen.',
    nonResponse: 'Non Response!',
  },
};
