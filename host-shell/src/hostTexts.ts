import { addNamespace, type I18n } from 'shared-core';

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

export const hostDe: typeof hostEn = {
  slots: {
    remote_option_entry: 'Options-Ordereingabe',
    remote_positions: 'Positionen',
    remote_order_panel: 'Orders',
  },
  toasts: { close: 'Schließen' },
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
export const hostArSa: typeof hostEn = {
  slots: {
    remote_option_entry: 'إدخال أوامر الخيارات',
    remote_positions: 'المراكز',
    remote_order_panel: 'الأوامر',
  },
  toasts: { close: 'إغلاق' },
  refused: {
    origin: 'رُفض {{name}}: ليس من عنوانه المعتمد.',
    integrity: 'رُفض {{name}}: تعذّر التحقق من شيفرته.',
  },
  sharedLibrary: {
    newerHost:
      'يحتاج {{name}} إلى صفحة أحدث ({{library}} {{minimum}} أو أحدث؛ في الصفحة {{hostVersion}}). أعد التحميل لاحقًا.',
    olderHost:
      'بُني {{name}} لصفحة أقدم ({{library}} {{requiredVersion}}؛ في الصفحة {{hostVersion}}). أعد التحميل لاحقًا.',
  },
  signIn: {
    register: 'إنشاء حساب',
    registerTitle: 'إنشاء حساب',
    registerUnavailable: 'تُفتح الحسابات لدى المنصة؛ لا يتيح هذا النشر التسجيل.',
    backToSignIn: 'تسجيل الدخول',
  },
  apiRoute: {
    label: 'مسار الواجهة البرمجية',
    default: 'الافتراضي',
    route1: 'المسار 1',
    route2: 'المسار 2',
    auto: 'تلقائي',
    autoUsing: 'تلقائي ({{route}})',
  },
};

/** Languages are listed by their own name, whatever the page's language. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'Deutsch',
  'ar-SA': 'العربية',
  'ar-ARE': 'العربية (الإمارات)',
};

export function addHostTexts(i18n: I18n): void {
  addNamespace(i18n, 'host', { en: hostEn, de: hostDe, 'ar-SA': hostArSa, 'ar-ARE': hostArSa });
}
