import type { HostResources } from './hostTextsEn';

/** Arabic host texts (ar-SA, also ar-ARE): a lazy chunk, fetched when the page shows Arabic (hostTexts.ts). */
export const hostArSa: HostResources = {
  slots: {
    remote_option_entry: 'إدخال أوامر الخيارات',
    remote_positions: 'المراكز',
    remote_order_panel: 'الأوامر',
  },
  workspace: {
    label: 'مساحة التداول',
    layout: 'التخطيط',
    presets: { options: 'الخيارات', positions: 'المراكز', compact: 'مضغوط', custom: 'تخطيطك' },
    reset: 'إعادة إلى القالب',
    maximize: 'تكبير {{name}}',
    restore: 'استعادة {{name}}',
    popOut: 'فتح {{name}} في نافذة مستقلة',
    popOutBlocked: 'منع المتصفح النافذة الجديدة. اسمح بالنوافذ المنبثقة لهذه الصفحة لفتح {{name}} في نافذة مستقلة.',
    poppedOut: '{{name}} مفتوحة في نافذة مستقلة.',
    bringBack: 'إعادة {{name}}',
    notDeployed: '{{name}} ليست جزءًا من هذا النشر، لذا لم تُضمَّن في التخطيط.',
    keys: 'F6 للتنقل بين اللوحات؛ Enter على تبويب اللوحة لتكبيرها أو استعادتها.',
  },
  toasts: {
    close: 'إغلاق',
    summary: '{{title}} ({{count}} مرات)',
    severity: { success: 'تم', error: 'فشل', info: 'ملاحظة', warning: 'تحذير' },
  },
  theme: { label: 'المظهر الفاتح', light: 'فاتح', dark: 'داكن' },
  lentSlot: { nested: 'لا يمكن عرض {{name}} داخل أداة معروضة هي نفسها داخل أداة أخرى.' },
  unavailable: {
    remote_option_entry: 'إدخال أوامر الخيارات غير متاح الآن.',
    remote_positions: 'المراكز غير متاحة الآن.',
    remote_order_panel: 'الأوامر غير متاحة الآن.',
    other: '{{name}} غير متاح الآن.',
    details: 'التفاصيل',
  },
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
  help: {
    title: 'مركز المساعدة',
    back: 'العودة إلى التداول',
    notFound: 'هذه المقالة غير متاحة هنا.',
    articles: {
      reversePosition: {
        title: 'عكس المركز',
        p1: 'يغلق العكس مركزك بالكامل بأمر سوق في الاتجاه المعاكس، ثم يفتح مركزًا بالحجم نفسه في ذلك الاتجاه: يصبح مركز شراء بمقدار 1 BTC مركز بيع بمقدار 1 BTC.',
        p2: 'يمكنك الإبقاء على الرافعة المالية أو تعيين رافعة جديدة للمركز الجديد. كلا الأمرين أوامر سوق: تُدفع عليهما رسوم المتلقي وقد يُنفذان بعيدًا عن آخر سعر.',
        p3: 'إذا رُفض أمر الفتح، مثلًا لعدم كفاية الهامش، يبقى المركز مغلقًا. راجع جدول المراكز بعد العكس.',
      },
      trailingStop: {
        title: 'الإيقاف المتحرك',
        p1: 'يتبع الإيقاف المتحرك السوق بمسافة أو نسبة تراجع تختارها. في مركز الشراء يرتفع مع السعر ولا ينخفض أبدًا؛ وفي مركز البيع يحدث العكس.',
        p2: 'عندما يتراجع السعر بمقدار التراجع عن أفضل نقطة بلغها، يغلق أمر سوق المركز.',
        p3: 'مع سعر التفعيل، لا يبدأ الإيقاف بالتتبع إلا عندما يبلغ السوق ذلك السعر.',
      },
    },
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
