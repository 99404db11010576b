import type { HostResources } from './hostTextsEn';

/** Arabic host texts (ar-SA, also ar-ARE): a lazy chunk, fetched when the page shows Arabic (hostTexts.ts). */
export const hostArSa: HostResources = {
  slots: {
    remote_option_entry: 'إدخال أوامر الخيارات',
    remote_positions: 'المراكز',
    remote_order_panel: 'الأوامر',
  },
  toasts: { close: 'إغلاق' },
  lentSlot: { nested: 'لا يمكن عرض {{name}} داخل أداة معروضة هي نفسها داخل أداة أخرى.' },
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
