/** The texts of the panel's tips: the `tips` block of the panel's namespace (order-panel.md §4.2). */
export const tipsEn = {
  guide: {
    title: 'Getting started ({{step}} of {{total}})',
    step1: 'Your working orders are listed under Open orders, split by kind.',
    step2: 'Switch tabs for positions, history and assets; hide or reorder them in settings.',
    step3: 'Cancel all and close all act on the sub-tab you see; settings choose whether they show.',
    previous: 'Previous',
    next: 'Next',
    complete: 'Complete',
    close: 'Close the guide',
  },
  uta1: {
    orderHistory: 'Orders placed before your account was upgraded are in the classic account history.',
    tradeHistory: 'Trades made before your account was upgraded are in the classic account history.',
  },
  demotion: 'Some of your large orders were demoted in the queue. Check your open orders.',
  uniformTable: 'Every table in this panel now shares the same columns; customise them from the column menu.',
  close: 'Close tip',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type TipsResources = Widen<typeof tipsEn>;

export const tipsDe: TipsResources = {
  guide: {
    title: 'Erste Schritte ({{step}} von {{total}})',
    step1: 'Ihre aktiven Orders stehen unter Offene Orders, nach Art getrennt.',
    step2: 'Wechseln Sie die Tabs für Positionen, Verlauf und Vermögen; in den Einstellungen ausblenden oder umordnen.',
    step3:
      'Alle stornieren und alle schließen wirken auf den sichtbaren Unter-Tab; die Einstellungen steuern ihre Anzeige.',
    previous: 'Zurück',
    next: 'Weiter',
    complete: 'Fertig',
    close: 'Anleitung schließen',
  },
  uta1: {
    orderHistory: 'Orders vor dem Upgrade Ihres Kontos finden Sie im Verlauf des klassischen Kontos.',
    tradeHistory: 'Trades vor dem Upgrade Ihres Kontos finden Sie im Verlauf des klassischen Kontos.',
  },
  demotion: 'Einige Ihrer großen Orders wurden in der Warteschlange herabgestuft. Prüfen Sie Ihre offenen Orders.',
  uniformTable: 'Alle Tabellen dieses Bereichs haben jetzt dieselben Spalten; passen Sie sie im Spaltenmenü an.',
  close: 'Hinweis schließen',
};

export const tipsArSa: TipsResources = {
  guide: {
    title: 'البدء ({{step}} من {{total}})',
    step1: 'أوامرك النشطة مدرجة تحت الأوامر المفتوحة، مقسمة حسب النوع.',
    step2: 'بدّل علامات التبويب للمراكز والسجل والأصول؛ أخفها أو أعد ترتيبها من الإعدادات.',
    step3: 'إلغاء الكل وإغلاق الكل يعملان على علامة التبويب الفرعية المعروضة؛ والإعدادات تحدد ظهورهما.',
    previous: 'السابق',
    next: 'التالي',
    complete: 'إنهاء',
    close: 'إغلاق الدليل',
  },
  uta1: {
    orderHistory: 'الأوامر المقدمة قبل ترقية حسابك موجودة في سجل الحساب الكلاسيكي.',
    tradeHistory: 'الصفقات المنفذة قبل ترقية حسابك موجودة في سجل الحساب الكلاسيكي.',
  },
  demotion: 'تم خفض أولوية بعض أوامرك الكبيرة في قائمة الانتظار. تحقق من أوامرك المفتوحة.',
  uniformTable: 'تشترك جميع جداول هذه اللوحة الآن في الأعمدة نفسها؛ خصصها من قائمة الأعمدة.',
  close: 'إغلاق التلميح',
};
