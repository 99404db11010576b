import { lazyPositionsTexts, type Widen } from '../../i18n';

/**
 * The trailing-stop dialog's texts, added to the `positions` namespace when its chunk loads. The
 * spec's message key ('trailingValueValid', positions.md §5, §8) is at the namespace's top level
 * with the success toasts; the dialog's labels are under `trailing.`.
 */
export const trailingTextsEn = {
  trailingValueValid: 'Enter a callback value greater than 0 when an active price is set.',
  trailingStopSetSuccess: 'Trailing stop set.',
  trailingStopCancelSuccess: 'Trailing stop cancelled.',
  trailing: {
    title: 'Trailing stop: {{symbol}}',
    entryPrice: 'Entry price',
    sessionAverage: 'Session average price',
    marketPrice: 'Market price',
    liqPrice: 'Liq. price',
    byDistance: 'By distance',
    byRate: 'By rate',
    newTag: 'NEW',
    triggerType: 'Trigger type',
    changeType: 'Change trigger type',
    distance: 'Callback distance ({{coin}})',
    rate: 'Callback rate (%)',
    rateSlider: 'Callback rate',
    activation: 'Active price',
    activationPrice: 'Active price ({{coin}})',
    explainTitle: 'How it works',
    explain1: 'Once the price reaches the active price (or at once without one), the stop follows the best price.',
    explain2Long:
      'For a long it sits the callback below the highest price: from {{extreme}} it triggers at {{trigger}}.',
    explain2Short:
      'For a short it sits the callback above the lowest price: from {{extreme}} it triggers at {{trigger}}.',
    explain3: 'When the price moves back by the callback, the position is closed at market.',
    tutorial: 'Tutorial',
    tutorialTitle: 'Trailing stop, step {{step}} of 3',
    tutorialStep1: 'Choose a callback: a price distance, or a rate of the best price.',
    tutorialStep2: 'Optionally set an active price: the trailing starts when the price reaches it.',
    tutorialStep3: 'The stop follows the best price and closes the position when the price moves back by the callback.',
    previous: 'Previous',
    next: 'Next',
    done: 'Done',
    learnMore: 'Learn more',
    confirm: 'Confirm',
    cancel: 'Cancel',
    cancelTrailing: 'Cancel trailing stop',
    sending: 'Sending…',
    current: 'Current: {{value}}',
    lostAnswer:
      'No answer from the exchange. Nothing was sent again: the positions table shows the result as soon as the exchange reports it.',
    notLive: 'Prices are not live ({{status}}): the figures shown may be old.',
    loading: 'Loading prices…',
  },
} as const;

export type TrailingTexts = Widen<typeof trailingTextsEn>;

export const trailingTextsDe: TrailingTexts = {
  trailingValueValid: 'Geben Sie einen Rückrufwert größer als 0 ein, wenn ein Aktivierungspreis gesetzt ist.',
  trailingStopSetSuccess: 'Trailing Stop gesetzt.',
  trailingStopCancelSuccess: 'Trailing Stop storniert.',
  trailing: {
    title: 'Trailing Stop: {{symbol}}',
    entryPrice: 'Einstiegspreis',
    sessionAverage: 'Durchschnittspreis der Sitzung',
    marketPrice: 'Marktpreis',
    liqPrice: 'Liq.-Preis',
    byDistance: 'Nach Abstand',
    byRate: 'Nach Rate',
    newTag: 'NEU',
    triggerType: 'Auslösertyp',
    changeType: 'Auslösertyp ändern',
    distance: 'Rückrufabstand ({{coin}})',
    rate: 'Rückrufrate (%)',
    rateSlider: 'Rückrufrate',
    activation: 'Aktivierungspreis',
    activationPrice: 'Aktivierungspreis ({{coin}})',
    explainTitle: 'So funktioniert es',
    explain1:
      'Sobald der Preis den Aktivierungspreis erreicht (oder sofort ohne ihn), folgt der Stopp dem besten Preis.',
    explain2Long: 'Bei Long liegt er um den Rückruf unter dem Höchstpreis: ab {{extreme}} löst er bei {{trigger}} aus.',
    explain2Short:
      'Bei Short liegt er um den Rückruf über dem Tiefstpreis: ab {{extreme}} löst er bei {{trigger}} aus.',
    explain3: 'Bewegt sich der Preis um den Rückruf zurück, wird die Position zum Marktpreis geschlossen.',
    tutorial: 'Anleitung',
    tutorialTitle: 'Trailing Stop, Schritt {{step}} von 3',
    tutorialStep1: 'Wählen Sie einen Rückruf: einen Preisabstand oder eine Rate des besten Preises.',
    tutorialStep2: 'Optional einen Aktivierungspreis setzen: Das Nachziehen beginnt, wenn der Preis ihn erreicht.',
    tutorialStep3:
      'Der Stopp folgt dem besten Preis und schließt die Position, wenn sich der Preis um den Rückruf zurückbewegt.',
    previous: 'Zurück',
    next: 'Weiter',
    done: 'Fertig',
    learnMore: 'Mehr erfahren',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    cancelTrailing: 'Trailing Stop stornieren',
    sending: 'Wird gesendet…',
    current: 'Aktuell: {{value}}',
    lostAnswer:
      'Keine Antwort der Börse. Es wurde nichts erneut gesendet: Die Positionstabelle zeigt das Ergebnis, sobald die Börse es meldet.',
    notLive: 'Preise nicht live ({{status}}): Die angezeigten Werte können veraltet sein.',
    loading: 'Preise werden geladen…',
  },
};

/** Arabic (ar-SA; the UAE site's ar-ARE uses the same texts). */
export const trailingTextsArSa: TrailingTexts = {
  trailingValueValid: 'أدخل قيمة ارتداد أكبر من 0 عند تعيين سعر التفعيل.',
  trailingStopSetSuccess: 'تم تعيين الوقف المتحرك.',
  trailingStopCancelSuccess: 'تم إلغاء الوقف المتحرك.',
  trailing: {
    title: 'الوقف المتحرك: {{symbol}}',
    entryPrice: 'سعر الدخول',
    sessionAverage: 'متوسط سعر الجلسة',
    marketPrice: 'سعر السوق',
    liqPrice: 'سعر التصفية',
    byDistance: 'حسب المسافة',
    byRate: 'حسب النسبة',
    newTag: 'جديد',
    triggerType: 'نوع التفعيل',
    changeType: 'تغيير نوع التفعيل',
    distance: 'مسافة الارتداد ({{coin}})',
    rate: 'نسبة الارتداد (%)',
    rateSlider: 'نسبة الارتداد',
    activation: 'سعر التفعيل',
    activationPrice: 'سعر التفعيل ({{coin}})',
    explainTitle: 'كيف يعمل',
    explain1: 'عندما يبلغ السعر سعر التفعيل (أو فورًا بدونه)، يتبع الوقف أفضل سعر.',
    explain2Long: 'في المركز الطويل يكون أدنى من أعلى سعر بمقدار الارتداد: من {{extreme}} يتفعّل عند {{trigger}}.',
    explain2Short: 'في المركز القصير يكون أعلى من أدنى سعر بمقدار الارتداد: من {{extreme}} يتفعّل عند {{trigger}}.',
    explain3: 'عندما يرتد السعر بمقدار الارتداد، يُغلق المركز بسعر السوق.',
    tutorial: 'الشرح',
    tutorialTitle: 'الوقف المتحرك، الخطوة {{step}} من 3',
    tutorialStep1: 'اختر الارتداد: مسافة سعرية أو نسبة من أفضل سعر.',
    tutorialStep2: 'يمكنك تعيين سعر تفعيل: يبدأ التتبع عندما يبلغه السعر.',
    tutorialStep3: 'يتبع الوقف أفضل سعر ويغلق المركز عندما يرتد السعر بمقدار الارتداد.',
    previous: 'السابق',
    next: 'التالي',
    done: 'تم',
    learnMore: 'اعرف المزيد',
    confirm: 'تأكيد',
    cancel: 'إلغاء',
    cancelTrailing: 'إلغاء الوقف المتحرك',
    sending: 'جارٍ الإرسال…',
    current: 'الحالي: {{value}}',
    lostAnswer: 'لا رد من البورصة. لم يُرسل أي شيء مرة أخرى: يعرض جدول المراكز النتيجة فور إبلاغ البورصة بها.',
    notLive: 'الأسعار ليست مباشرة ({{status}}): قد تكون الأرقام المعروضة قديمة.',
    loading: 'جارٍ تحميل الأسعار…',
  },
};

export const trailingTexts = {
  en: trailingTextsEn,
  de: trailingTextsDe,
  'ar-SA': trailingTextsArSa,
  'ar-ARE': trailingTextsArSa,
};

/** Adds the texts to the `positions` namespace of `i18n` (once per instance). */
export const ensureTrailingTexts = lazyPositionsTexts(trailingTexts);
