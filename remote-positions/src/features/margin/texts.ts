import { lazyPositionsTexts, type Widen } from '../../i18n';

/**
 * The margin dialog's and the auto-margin switch's texts, added to the `positions` namespace when
 * this chunk loads (`ensureMarginTexts`). The spec's message keys (positions.md §5, §8) are the
 * keys at the namespace's top level; the dialog's labels are under `margin.`.
 */
export const marginTextsEn = {
  setMarginSuccess: 'Margin updated.',
  setMarginValiError: 'Enter an amount greater than 0.',
  setMarginWarn: 'You can remove at most the margin you added ({{max}} {{coin}}).',
  autoAddMarginSuccess: 'Auto margin replenishment is on.',
  disableAutoAddMarginSuccess: 'Auto margin replenishment is off.',
  margin: {
    title: 'Adjust margin: {{symbol}}',
    plus: 'Add',
    minus: 'Remove',
    amount: 'Amount ({{coin}})',
    least: 'At least {{amount}}',
    maxAdd: 'Can add up to {{amount}} {{coin}}',
    maxReduce: 'Can remove up to {{amount}} {{coin}}',
    quick: 'Quick amounts',
    current: 'Position margin',
    added: 'Added margin',
    estimate: 'Estimated liquidation price',
    estimating: 'Estimating…',
    riskTier: 'Risk limit tier {{id}}: up to {{leverage}}x',
    riskTiersLoading: 'Loading risk limits…',
    confirm: 'Confirm',
    cancel: 'Cancel',
    sending: 'Sending…',
    lostAnswer:
      'No answer from the exchange. Nothing was sent again: the positions table shows the result as soon as the exchange reports it.',
    notAllowed: 'Margin can be changed only on an isolated position with a size and an entry price.',
    notLive: 'Prices are not live ({{status}}): the figures shown may be old.',
    switchLabel: 'Auto margin replenishment for {{symbol}}',
  },
} as const;

export type MarginTexts = Widen<typeof marginTextsEn>;

export const marginTextsDe: MarginTexts = {
  setMarginSuccess: 'Margin aktualisiert.',
  setMarginValiError: 'Geben Sie einen Betrag größer als 0 ein.',
  setMarginWarn: 'Sie können höchstens die hinzugefügte Margin entfernen ({{max}} {{coin}}).',
  autoAddMarginSuccess: 'Automatische Margin-Auffüllung ist aktiviert.',
  disableAutoAddMarginSuccess: 'Automatische Margin-Auffüllung ist deaktiviert.',
  margin: {
    title: 'Margin anpassen: {{symbol}}',
    plus: 'Hinzufügen',
    minus: 'Entfernen',
    amount: 'Betrag ({{coin}})',
    least: 'Mindestens {{amount}}',
    maxAdd: 'Bis zu {{amount}} {{coin}} hinzufügbar',
    maxReduce: 'Bis zu {{amount}} {{coin}} entfernbar',
    quick: 'Schnellauswahl',
    current: 'Positionsmargin',
    added: 'Hinzugefügte Margin',
    estimate: 'Geschätzter Liquidationspreis',
    estimating: 'Wird geschätzt…',
    riskTier: 'Risikolimit-Stufe {{id}}: bis {{leverage}}x',
    riskTiersLoading: 'Risikolimits werden geladen…',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    sending: 'Wird gesendet…',
    lostAnswer:
      'Keine Antwort der Börse. Es wurde nichts erneut gesendet: Die Positionstabelle zeigt das Ergebnis, sobald die Börse es meldet.',
    notAllowed: 'Die Margin kann nur bei einer isolierten Position mit Größe und Einstiegspreis geändert werden.',
    notLive: 'Preise nicht live ({{status}}): Die angezeigten Werte können veraltet sein.',
    switchLabel: 'Automatische Margin-Auffüllung für {{symbol}}',
  },
};

/** Arabic (ar-SA; the UAE site's ar-ARE uses the same texts). */
export const marginTextsArSa: MarginTexts = {
  setMarginSuccess: 'تم تحديث الهامش.',
  setMarginValiError: 'أدخل مبلغًا أكبر من 0.',
  setMarginWarn: 'يمكنك إزالة الهامش الذي أضفته فقط بحد أقصى ({{max}} {{coin}}).',
  autoAddMarginSuccess: 'تم تشغيل التعبئة التلقائية للهامش.',
  disableAutoAddMarginSuccess: 'تم إيقاف التعبئة التلقائية للهامش.',
  margin: {
    title: 'تعديل الهامش: {{symbol}}',
    plus: 'إضافة',
    minus: 'إزالة',
    amount: 'المبلغ ({{coin}})',
    least: 'على الأقل {{amount}}',
    maxAdd: 'يمكن إضافة حتى {{amount}} {{coin}}',
    maxReduce: 'يمكن إزالة حتى {{amount}} {{coin}}',
    quick: 'مبالغ سريعة',
    current: 'هامش المركز',
    added: 'الهامش المضاف',
    estimate: 'سعر التصفية المقدّر',
    estimating: 'جارٍ التقدير…',
    riskTier: 'مستوى حد المخاطر {{id}}: حتى {{leverage}}x',
    riskTiersLoading: 'جارٍ تحميل حدود المخاطر…',
    confirm: 'تأكيد',
    cancel: 'إلغاء',
    sending: 'جارٍ الإرسال…',
    lostAnswer: 'لا رد من البورصة. لم يُرسل أي شيء مرة أخرى: يعرض جدول المراكز النتيجة فور إبلاغ البورصة بها.',
    notAllowed: 'لا يمكن تعديل الهامش إلا لمركز معزول له حجم وسعر دخول.',
    notLive: 'الأسعار ليست مباشرة ({{status}}): قد تكون الأرقام المعروضة قديمة.',
    switchLabel: 'التعبئة التلقائية للهامش لـ {{symbol}}',
  },
};

export const marginTexts = {
  en: marginTextsEn,
  de: marginTextsDe,
  'ar-SA': marginTextsArSa,
  'ar-ARE': marginTextsArSa,
};

/** Adds the texts to the `positions` namespace of `i18n` (once per instance). */
export const ensureMarginTexts = lazyPositionsTexts(marginTexts);
