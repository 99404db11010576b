import type { CommonResources } from './common';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/**
 * Arabic (ar-SA; the UAE site's ar-ARE uses the same texts): only the page frame for now, so the
 * right-to-left page is visible. Every key not here falls back to English (i18next fallbackLng).
 */
export const commonArSa: DeepPartial<CommonResources> = {
  app: { title: 'تداول الخيارات', language: 'اللغة', signIn: 'تسجيل الدخول', signOut: 'تسجيل الخروج' },
  stream: {
    connecting: 'جارٍ الاتصال…',
    live: 'مباشر',
    closed: 'غير متصل',
  },
  widget: { retry: 'إعادة المحاولة', loading: 'جارٍ تحميل {{name}}…' },
  login: {
    title: 'سجّل الدخول للتداول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
  },
  empty: 'لا توجد بيانات',
};
