import { lazyPositionsTexts, type Widen } from '../../i18n';

/** The reverse dialog's texts, added to the `positions` namespace (under `reverse.`) when this chunk loads. */
export const reverseTextsEn = {
  reverse: {
    title: 'Reverse position: {{symbol}}',
    marketPrice: 'Market price',
    current: 'Current position',
    target: 'After the reversal',
    sideQty: '{{side}} {{qty}}',
    side: { Buy: 'Long', Sell: 'Short' },
    cross: 'Cross {{leverage}}x',
    isolated: 'Isolated {{leverage}}x',
    newLeverage: 'New leverage (optional)',
    keepLeverage: 'Empty: keep {{leverage}}x',
    leverageRange: 'Enter a leverage from 0.01 to {{max}}',
    tip: 'The whole position is closed at the market price, then the same quantity is opened on the opposite side at the market price. Both orders pay the taker fee and may fill at different prices.',
    help: 'How reversing works',
    dontAsk: 'Do not ask again (reverse at once)',
    confirm: 'Reverse',
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading…',
    closing: 'Closing the position…',
    opening: 'Opening the opposite position…',
    busy: 'Another reversal is in progress: wait for it to finish. Nothing was sent.',
    justReversed: 'This position was reversed a moment ago. Nothing was sent: open Reverse again if you mean it.',
    reversed: 'Position reversed: {{side}} {{qty}} {{symbol}}.',
    failed: 'The position was not reversed: the close was refused and nothing changed.',
    closePartial:
      'Only part of the position was closed, so nothing was opened: the position is not reversed. The table shows what is left.',
    closedNotReversed:
      'The position was closed, but the opposite order was refused: the position is closed, not reversed.',
    lostClose:
      'No answer from the exchange to the close. Nothing more was sent: the positions table shows what happened as soon as the exchange reports it.',
    lostOpen:
      'The position was closed; the opposite order got no answer. Nothing was sent again: the positions table shows whether it opened.',
    nothing: 'This position has no size to reverse.',
    follower: 'Copy-trade followers cannot open positions: reversing would only close this one. Use Close instead.',
    notLive: 'Prices are not live ({{status}}): the market price shown may be old.',
  },
} as const;

export type ReverseTexts = Widen<typeof reverseTextsEn>;

export const reverseTextsDe: ReverseTexts = {
  reverse: {
    title: 'Position umkehren: {{symbol}}',
    marketPrice: 'Marktpreis',
    current: 'Aktuelle Position',
    target: 'Nach der Umkehr',
    sideQty: '{{side}} {{qty}}',
    side: { Buy: 'Long', Sell: 'Short' },
    cross: 'Cross {{leverage}}x',
    isolated: 'Isoliert {{leverage}}x',
    newLeverage: 'Neuer Hebel (optional)',
    keepLeverage: 'Leer: {{leverage}}x beibehalten',
    leverageRange: 'Geben Sie einen Hebel von 0,01 bis {{max}} ein',
    tip: 'Die gesamte Position wird zum Marktpreis geschlossen, dann wird dieselbe Menge auf der Gegenseite zum Marktpreis eröffnet. Beide Orders zahlen die Taker-Gebühr und können zu unterschiedlichen Preisen ausgeführt werden.',
    help: 'So funktioniert die Umkehr',
    dontAsk: 'Nicht mehr fragen (sofort umkehren)',
    confirm: 'Umkehren',
    cancel: 'Abbrechen',
    close: 'Schließen',
    loading: 'Wird geladen…',
    closing: 'Position wird geschlossen…',
    opening: 'Gegenposition wird eröffnet…',
    busy: 'Eine andere Umkehr läuft: Warten Sie, bis sie fertig ist. Es wurde nichts gesendet.',
    justReversed:
      'Diese Position wurde gerade umgekehrt. Es wurde nichts gesendet: Öffnen Sie Umkehren erneut, wenn Sie es wirklich wollen.',
    reversed: 'Position umgekehrt: {{side}} {{qty}} {{symbol}}.',
    failed: 'Die Position wurde nicht umgekehrt: Das Schließen wurde abgelehnt, nichts hat sich geändert.',
    closePartial:
      'Die Position wurde nur teilweise geschlossen, daher wurde nichts eröffnet: Die Position ist nicht umgekehrt. Die Tabelle zeigt den Rest.',
    closedNotReversed:
      'Die Position wurde geschlossen, aber die Gegenorder wurde abgelehnt: Die Position ist geschlossen, nicht umgekehrt.',
    lostClose:
      'Keine Antwort der Börse auf das Schließen. Es wurde nichts weiter gesendet: Die Positionstabelle zeigt das Ergebnis, sobald die Börse es meldet.',
    lostOpen:
      'Die Position wurde geschlossen; die Gegenorder blieb ohne Antwort. Es wurde nichts erneut gesendet: Die Positionstabelle zeigt, ob sie eröffnet wurde.',
    nothing: 'Diese Position hat keine Größe zum Umkehren.',
    follower:
      'Copy-Trading-Follower können keine Positionen eröffnen: Eine Umkehr würde diese nur schließen. Nutzen Sie stattdessen Schließen.',
    notLive: 'Preise nicht live ({{status}}): Der angezeigte Marktpreis kann veraltet sein.',
  },
};

/** Arabic (ar-SA; the UAE site's ar-ARE uses the same texts). */
export const reverseTextsArSa: ReverseTexts = {
  reverse: {
    title: 'عكس المركز: {{symbol}}',
    marketPrice: 'سعر السوق',
    current: 'المركز الحالي',
    target: 'بعد العكس',
    sideQty: '{{side}} {{qty}}',
    side: { Buy: 'شراء', Sell: 'بيع' },
    cross: 'متقاطع {{leverage}}x',
    isolated: 'معزول {{leverage}}x',
    newLeverage: 'رافعة جديدة (اختياري)',
    keepLeverage: 'فارغ: الإبقاء على {{leverage}}x',
    leverageRange: 'أدخل رافعة من 0.01 إلى {{max}}',
    tip: 'يُغلق المركز بالكامل بسعر السوق، ثم تُفتح الكمية نفسها في الاتجاه المعاكس بسعر السوق. يدفع الأمران رسوم المتداول الآخذ وقد يُنفَّذان بسعرين مختلفين.',
    help: 'كيف يعمل العكس',
    dontAsk: 'لا تسألني مرة أخرى (اعكس فورًا)',
    confirm: 'عكس',
    cancel: 'إلغاء',
    close: 'إغلاق',
    loading: 'جارٍ التحميل…',
    closing: 'جارٍ إغلاق المركز…',
    opening: 'جارٍ فتح المركز المعاكس…',
    busy: 'عملية عكس أخرى قيد التنفيذ: انتظر حتى تنتهي. لم يُرسل أي شيء.',
    justReversed: 'عُكس هذا المركز قبل لحظات. لم يُرسل أي شيء: افتح العكس مرة أخرى إن كنت تقصد ذلك.',
    reversed: 'تم عكس المركز: {{side}} {{qty}} {{symbol}}.',
    failed: 'لم يُعكس المركز: رُفض الإغلاق ولم يتغير شيء.',
    closePartial: 'أُغلق جزء من المركز فقط، لذلك لم يُفتح شيء: المركز ليس معكوسًا. يعرض الجدول ما تبقى.',
    closedNotReversed: 'أُغلق المركز، لكن الأمر المعاكس رُفض: المركز مغلق وليس معكوسًا.',
    lostClose: 'لا رد من البورصة على الإغلاق. لم يُرسل شيء آخر: يعرض جدول المراكز ما حدث فور إبلاغ البورصة به.',
    lostOpen: 'أُغلق المركز؛ ولم يصل رد على الأمر المعاكس. لم يُرسل شيء مرة أخرى: يعرض جدول المراكز ما إذا كان قد فُتح.',
    nothing: 'لا يوجد حجم لهذا المركز لعكسه.',
    follower: 'لا يمكن لمتابعي نسخ التداول فتح مراكز: العكس سيغلق هذا المركز فقط. استخدم الإغلاق بدلًا من ذلك.',
    notLive: 'الأسعار ليست مباشرة ({{status}}): قد يكون سعر السوق المعروض قديمًا.',
  },
};

export const reverseTexts = {
  en: reverseTextsEn,
  de: reverseTextsDe,
  'ar-SA': reverseTextsArSa,
  'ar-ARE': reverseTextsArSa,
};

/** Adds the texts to the `positions` namespace of `i18n` (once per instance). */
export const ensureReverseTexts = lazyPositionsTexts(reverseTexts);
