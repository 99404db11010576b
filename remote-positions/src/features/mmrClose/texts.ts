import { lazyPositionsTexts, type Widen } from '../../i18n';

/**
 * The MMR close dialog's texts, added to the `positions` namespace when its chunk loads. The spec's
 * success key 'mmrOrderSuccess' (positions.md §8) is at the top; the errors (minimum-explain,
 * limit-explain, §5) and labels are under `mmr.`.
 */
export const mmrTextsEn = {
  mmrOrderSuccess: 'MMR close set.',
  mmrCancelSuccess: 'MMR close cancelled.',
  mmr: {
    title: 'Close by MMR: {{symbol}}',
    position: 'Current position',
    entryPrice: 'Entry price',
    marketPrice: 'Market price',
    markPrice: 'Mark price',
    trigger: 'Trigger MMR (%)',
    triggerSlider: 'Trigger MMR',
    accountMmr: 'Account MMR',
    accountMmrLoading: 'Loading…',
    // said beside the coloured account MMR, so the colour is never the only signal
    tone: { safe: 'safe', warning: 'warning line reached', danger: 'danger' },
    explain: 'When the account MMR reaches the trigger, the position is closed at market.',
    minimumExplain: 'The trigger must be above the current account MMR ({{current}}%).',
    limitExplain: 'The trigger can be at most 90%.',
    held: 'Current trigger: {{value}}',
    confirm: 'Confirm',
    cancel: 'Cancel',
    sending: 'Sending…',
    lostAnswer:
      'No answer from the exchange. Nothing was sent again: the positions table shows the result as soon as the exchange reports it.',
    notLive: 'Prices are not live ({{status}}): the figures shown may be old.',
    notOffered: 'Close by MMR is not offered for this account or symbol.',
  },
} as const;

export type MmrTexts = Widen<typeof mmrTextsEn>;

export const mmrTextsDe: MmrTexts = {
  mmrOrderSuccess: 'MMR-Schließung gesetzt.',
  mmrCancelSuccess: 'MMR-Schließung storniert.',
  mmr: {
    title: 'Schließen nach MMR: {{symbol}}',
    position: 'Aktuelle Position',
    entryPrice: 'Einstiegspreis',
    marketPrice: 'Marktpreis',
    markPrice: 'Markpreis',
    trigger: 'Auslöse-MMR (%)',
    triggerSlider: 'Auslöse-MMR',
    accountMmr: 'Konto-MMR',
    accountMmrLoading: 'Wird geladen…',
    tone: { safe: 'sicher', warning: 'Warnlinie erreicht', danger: 'Gefahr' },
    explain: 'Erreicht die Konto-MMR den Auslöser, wird die Position zum Marktpreis geschlossen.',
    minimumExplain: 'Der Auslöser muss über der aktuellen Konto-MMR ({{current}} %) liegen.',
    limitExplain: 'Der Auslöser darf höchstens 90 % betragen.',
    held: 'Aktueller Auslöser: {{value}}',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    sending: 'Wird gesendet…',
    lostAnswer:
      'Keine Antwort der Börse. Es wurde nichts erneut gesendet: Die Positionstabelle zeigt das Ergebnis, sobald die Börse es meldet.',
    notLive: 'Preise nicht live ({{status}}): Die angezeigten Werte können veraltet sein.',
    notOffered: 'Schließen nach MMR ist für dieses Konto oder Symbol nicht verfügbar.',
  },
};

/** Arabic (ar-SA; the UAE site's ar-ARE uses the same texts). */
export const mmrTextsArSa: MmrTexts = {
  mmrOrderSuccess: 'تم تعيين الإغلاق بنسبة الهامش.',
  mmrCancelSuccess: 'تم إلغاء الإغلاق بنسبة الهامش.',
  mmr: {
    title: 'الإغلاق بنسبة هامش الصيانة: {{symbol}}',
    position: 'المركز الحالي',
    entryPrice: 'سعر الدخول',
    marketPrice: 'سعر السوق',
    markPrice: 'سعر العلامة',
    trigger: 'نسبة التفعيل (%)',
    triggerSlider: 'نسبة التفعيل',
    accountMmr: 'نسبة هامش الصيانة للحساب',
    accountMmrLoading: 'جارٍ التحميل…',
    tone: { safe: 'آمن', warning: 'بلغ خط التحذير', danger: 'خطر' },
    explain: 'عندما تبلغ نسبة هامش الصيانة للحساب نسبة التفعيل، يُغلق المركز بسعر السوق.',
    minimumExplain: 'يجب أن تكون نسبة التفعيل أعلى من نسبة الحساب الحالية ({{current}}%).',
    limitExplain: 'يمكن أن تكون نسبة التفعيل 90% كحد أقصى.',
    held: 'التفعيل الحالي: {{value}}',
    confirm: 'تأكيد',
    cancel: 'إلغاء',
    sending: 'جارٍ الإرسال…',
    lostAnswer: 'لا رد من البورصة. لم يُرسل أي شيء مرة أخرى: يعرض جدول المراكز النتيجة فور إبلاغ البورصة بها.',
    notLive: 'الأسعار ليست مباشرة ({{status}}): قد تكون الأرقام المعروضة قديمة.',
    notOffered: 'الإغلاق بنسبة الهامش غير متاح لهذا الحساب أو الرمز.',
  },
};

export const mmrTexts = { en: mmrTextsEn, de: mmrTextsDe, 'ar-SA': mmrTextsArSa, 'ar-ARE': mmrTextsArSa };

/** Adds the texts to the `positions` namespace of `i18n` (once per instance). */
export const ensureMmrTexts = lazyPositionsTexts(mmrTexts);
