import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPositionsTexts, type Widen } from '../../i18n';

/*
 * The close dialog's texts, added to the `positions` namespace when its chunk loads (so they are
 * not in the first load). The spec's message keys (positions.md §5, §8) are the keys, at the top
 * of the namespace; the dialog's own labels are under `closeDialog`.
 */

export const closeTextsEn = {
  priceQtyRequiredMsg: 'Enter the quantity and, for a limit close, the price.',
  maxQtySplitOrderTip: 'Above {{max}} per order: this close is sent as several orders.',
  RiskTipT: 'Price far from the market',
  RiskTipC2:
    'Your close price {{price}} is past {{bound}}, more than {{ticks}} ticks from the best price. It may fill at once, at a worse price than you expect.',
  RiskTipC2op1: 'Place the close anyway?',
  errorCode30017: 'A long must be closed above its liquidation price: the price is set to {{price}}.',
  errorCode30018: 'A short must be closed below its liquidation price: the price is set to {{price}}.',
  tickSizeFixNumTips: 'The price must be a multiple of {{tick}}.',
  orderCreateFailureTitle: 'Order not created',
  splitOrderFailedTip:
    'The close was split into several orders: {{qty}} {{symbol}} could not be placed and stays in your position.',
  positionClosedSuccess: 'Position closed',
  orderCreateSuccessTitle: 'Close order placed',
  orderCreateSuccessDesc: '{{qty}} {{symbol}} at {{price}}',
  orderCompleteExpected: 'The book holds {{depth}} within this slippage: the close is expected to fill completely.',
  orderIncompleteExpected: 'The book holds only {{depth}} within this slippage: part of the close may not fill.',
  orderExecutionDifferenceWarning: 'The executed price may still differ from the price shown.',
  invalidPosHint: 'This position cannot be closed here: its instrument is not known.',
  closeLiquidationWarning: 'This close is at or past the liquidation price ({{liqPrice}}). Close anyway?',
  closeDialog: {
    titleLimit: 'Limit close {{symbol}}',
    titleMarket: 'Market close {{symbol}}',
    entryPrice: 'Entry price',
    avgPrice: 'Average price',
    marketPrice: 'Market price',
    markPrice: 'Mark price',
    closePrice: 'Close price',
    closeQty: 'Close quantity',
    priceUp: 'Raise the price by one tick',
    priceDown: 'Lower the price by one tick',
    share: 'Share of the position',
    quick: '{{percent}} %',
    postOnly: 'Post-only',
    summaryPnl: 'Expected PnL',
    summaryFee: 'close fee',
    loadingPrice: 'Reading the last price…',
    loadingConfig: 'Loading the instrument…',
    slippage: 'Slippage tolerance',
    slippageOn: 'Limit the slippage',
    typeTicks: 'Ticks',
    typePercent: 'Percent',
    ticks: '{{value}} ticks',
    percent: '{{value}} %',
    depthLoading: 'Reading the book depth…',
    notLive: 'Prices are not live ({{status}}): the figures may be out of date.',
    status: {
      connecting: 'connecting',
      reconnecting: 'reconnecting',
      stale: 'no updates',
      closed: 'disconnected',
      live: 'live',
    },
    confirm: 'Confirm',
    cancel: 'Cancel',
    back: 'Back',
    ok: 'OK',
    sending: 'Sending…',
    checking: 'Checking…',
    riskMoved: 'The market moved since you confirmed: check the price again.',
    liqTitle: 'Liquidation warning',
    reconciling: 'No answer in time. Checking whether the close went through; it is not sent again.',
    reconciledClosed: 'The close went through: the position is now {{size}}.',
    reconciledPlaced: 'The close order was placed: {{qty}} at {{price}}.',
    reconcileUnknown: 'The close did not show up. It was not sent again: check your orders before you try once more.',
    checkAgain: 'Check again',
    qtyInvalid: 'Enter a quantity above 0.',
    sideLong: 'Long',
    sideShort: 'Short',
  },
} as const;

export type CloseTexts = Widen<typeof closeTextsEn>;

export const closeTextsDe: CloseTexts = {
  priceQtyRequiredMsg: 'Geben Sie die Menge und bei einer Limit-Schließung den Preis ein.',
  maxQtySplitOrderTip: 'Über {{max}} je Order: Diese Schließung wird als mehrere Orders gesendet.',
  RiskTipT: 'Preis weit vom Markt entfernt',
  RiskTipC2:
    'Ihr Schließpreis {{price}} liegt jenseits von {{bound}}, mehr als {{ticks}} Ticks vom besten Preis. Er kann sofort zu einem schlechteren Preis als erwartet ausgeführt werden.',
  RiskTipC2op1: 'Die Schließung trotzdem platzieren?',
  errorCode30017:
    'Ein Long muss über seinem Liquidationspreis geschlossen werden: Der Preis ist auf {{price}} gesetzt.',
  errorCode30018:
    'Ein Short muss unter seinem Liquidationspreis geschlossen werden: Der Preis ist auf {{price}} gesetzt.',
  tickSizeFixNumTips: 'Der Preis muss ein Vielfaches von {{tick}} sein.',
  orderCreateFailureTitle: 'Order nicht erstellt',
  splitOrderFailedTip:
    'Die Schließung wurde in mehrere Orders geteilt: {{qty}} {{symbol}} konnten nicht platziert werden und bleiben in Ihrer Position.',
  positionClosedSuccess: 'Position geschlossen',
  orderCreateSuccessTitle: 'Schließorder platziert',
  orderCreateSuccessDesc: '{{qty}} {{symbol}} zu {{price}}',
  orderCompleteExpected:
    'Das Orderbuch hält {{depth}} innerhalb dieser Slippage: Die Schließung wird voraussichtlich vollständig ausgeführt.',
  orderIncompleteExpected:
    'Das Orderbuch hält nur {{depth}} innerhalb dieser Slippage: Ein Teil der Schließung wird eventuell nicht ausgeführt.',
  orderExecutionDifferenceWarning: 'Der Ausführungspreis kann dennoch vom angezeigten Preis abweichen.',
  invalidPosHint: 'Diese Position kann hier nicht geschlossen werden: Ihr Instrument ist unbekannt.',
  closeLiquidationWarning:
    'Diese Schließung liegt am oder jenseits des Liquidationspreises ({{liqPrice}}). Trotzdem schließen?',
  closeDialog: {
    titleLimit: 'Limit-Schließung {{symbol}}',
    titleMarket: 'Markt-Schließung {{symbol}}',
    entryPrice: 'Einstiegspreis',
    avgPrice: 'Durchschnittspreis',
    marketPrice: 'Marktpreis',
    markPrice: 'Markpreis',
    closePrice: 'Schließpreis',
    closeQty: 'Schließmenge',
    priceUp: 'Preis um einen Tick erhöhen',
    priceDown: 'Preis um einen Tick senken',
    share: 'Anteil der Position',
    quick: '{{percent}} %',
    postOnly: 'Nur Maker (Post-only)',
    summaryPnl: 'Erwarteter GuV',
    summaryFee: 'Schließgebühr',
    loadingPrice: 'Letzter Preis wird gelesen…',
    loadingConfig: 'Instrument wird geladen…',
    slippage: 'Slippage-Toleranz',
    slippageOn: 'Slippage begrenzen',
    typeTicks: 'Ticks',
    typePercent: 'Prozent',
    ticks: '{{value}} Ticks',
    percent: '{{value}} %',
    depthLoading: 'Markttiefe wird gelesen…',
    notLive: 'Preise sind nicht live ({{status}}): Die Zahlen können veraltet sein.',
    status: {
      connecting: 'verbindet',
      reconnecting: 'verbindet neu',
      stale: 'keine Aktualisierungen',
      closed: 'getrennt',
      live: 'live',
    },
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    back: 'Zurück',
    ok: 'OK',
    sending: 'Wird gesendet…',
    checking: 'Wird geprüft…',
    riskMoved: 'Der Markt hat sich seit Ihrer Bestätigung bewegt: Prüfen Sie den Preis erneut.',
    liqTitle: 'Liquidationswarnung',
    reconciling:
      'Keine Antwort rechtzeitig. Es wird geprüft, ob die Schließung durchging; sie wird nicht erneut gesendet.',
    reconciledClosed: 'Die Schließung ging durch: Die Position ist jetzt {{size}}.',
    reconciledPlaced: 'Die Schließorder wurde platziert: {{qty}} zu {{price}}.',
    reconcileUnknown:
      'Die Schließung ist nicht zu sehen. Sie wurde nicht erneut gesendet: Prüfen Sie Ihre Orders, bevor Sie es noch einmal versuchen.',
    checkAgain: 'Erneut prüfen',
    qtyInvalid: 'Geben Sie eine Menge über 0 ein.',
    sideLong: 'Long',
    sideShort: 'Short',
  },
};

export const closeTextsArSa: CloseTexts = {
  priceQtyRequiredMsg: 'أدخل الكمية، والسعر عند الإغلاق المحدد.',
  maxQtySplitOrderTip: 'أكثر من {{max}} لكل أمر: سيُرسل هذا الإغلاق كعدة أوامر.',
  RiskTipT: 'السعر بعيد عن السوق',
  RiskTipC2:
    'سعر الإغلاق {{price}} يتجاوز {{bound}}، أي أكثر من {{ticks}} وحدة سعرية عن أفضل سعر. قد يُنفّذ فورًا بسعر أسوأ مما تتوقع.',
  RiskTipC2op1: 'هل تريد تقديم الإغلاق على أي حال؟',
  errorCode30017: 'يجب إغلاق المركز الطويل فوق سعر التصفية: تم ضبط السعر على {{price}}.',
  errorCode30018: 'يجب إغلاق المركز القصير تحت سعر التصفية: تم ضبط السعر على {{price}}.',
  tickSizeFixNumTips: 'يجب أن يكون السعر من مضاعفات {{tick}}.',
  orderCreateFailureTitle: 'لم يتم إنشاء الأمر',
  splitOrderFailedTip: 'تم تقسيم الإغلاق إلى عدة أوامر: تعذّر تقديم {{qty}} {{symbol}} وتبقى في مركزك.',
  positionClosedSuccess: 'تم إغلاق المركز',
  orderCreateSuccessTitle: 'تم تقديم أمر الإغلاق',
  orderCreateSuccessDesc: '{{qty}} {{symbol}} بسعر {{price}}',
  orderCompleteExpected: 'يحتوي دفتر الأوامر على {{depth}} ضمن هذا الانزلاق: من المتوقع تنفيذ الإغلاق بالكامل.',
  orderIncompleteExpected: 'يحتوي دفتر الأوامر على {{depth}} فقط ضمن هذا الانزلاق: قد لا يُنفّذ جزء من الإغلاق.',
  orderExecutionDifferenceWarning: 'قد يختلف سعر التنفيذ عن السعر المعروض.',
  invalidPosHint: 'لا يمكن إغلاق هذا المركز هنا: الأداة غير معروفة.',
  closeLiquidationWarning: 'هذا الإغلاق عند سعر التصفية ({{liqPrice}}) أو بعده. هل تريد الإغلاق على أي حال؟',
  closeDialog: {
    titleLimit: 'إغلاق محدد {{symbol}}',
    titleMarket: 'إغلاق بسعر السوق {{symbol}}',
    entryPrice: 'سعر الدخول',
    avgPrice: 'متوسط السعر',
    marketPrice: 'سعر السوق',
    markPrice: 'سعر العلامة',
    closePrice: 'سعر الإغلاق',
    closeQty: 'كمية الإغلاق',
    priceUp: 'رفع السعر وحدة سعرية واحدة',
    priceDown: 'خفض السعر وحدة سعرية واحدة',
    share: 'نسبة من المركز',
    quick: '{{percent}} %',
    postOnly: 'صانع فقط',
    summaryPnl: 'الربح أو الخسارة المتوقعة',
    summaryFee: 'رسوم الإغلاق',
    loadingPrice: 'جارٍ قراءة آخر سعر…',
    loadingConfig: 'جارٍ تحميل الأداة…',
    slippage: 'حد الانزلاق',
    slippageOn: 'تقييد الانزلاق',
    typeTicks: 'وحدات سعرية',
    typePercent: 'نسبة مئوية',
    ticks: '{{value}} وحدة سعرية',
    percent: '{{value}} %',
    depthLoading: 'جارٍ قراءة عمق السوق…',
    notLive: 'الأسعار ليست مباشرة ({{status}}): قد تكون الأرقام قديمة.',
    status: {
      connecting: 'جارٍ الاتصال',
      reconnecting: 'جارٍ إعادة الاتصال',
      stale: 'لا تحديثات',
      closed: 'غير متصل',
      live: 'مباشر',
    },
    confirm: 'تأكيد',
    cancel: 'إلغاء',
    back: 'رجوع',
    ok: 'حسنًا',
    sending: 'جارٍ الإرسال…',
    checking: 'جارٍ التحقق…',
    riskMoved: 'تحرك السوق منذ تأكيدك: تحقق من السعر مرة أخرى.',
    liqTitle: 'تحذير التصفية',
    reconciling: 'لم يصل رد في الوقت المحدد. جارٍ التحقق مما إذا تم الإغلاق؛ لن يُرسل مرة أخرى.',
    reconciledClosed: 'تم الإغلاق: أصبح المركز {{size}}.',
    reconciledPlaced: 'تم تقديم أمر الإغلاق: {{qty}} بسعر {{price}}.',
    reconcileUnknown: 'لم يظهر الإغلاق. لم يُرسل مرة أخرى: تحقق من أوامرك قبل المحاولة مرة أخرى.',
    checkAgain: 'تحقق مرة أخرى',
    qtyInvalid: 'أدخل كمية أكبر من 0.',
    sideLong: 'طويل',
    sideShort: 'قصير',
  },
};

export const closeTextsResources = {
  en: closeTextsEn,
  de: closeTextsDe,
  'ar-SA': closeTextsArSa,
  'ar-ARE': closeTextsArSa,
};

/** Adds the close texts to the `positions` namespace of an i18next instance (once per instance). */
export const addCloseTexts = lazyPositionsTexts(closeTextsResources);

/** Adds the close texts to the i18next instance in context once, before the first render needs them. */
export function useCloseTexts(): void {
  const { i18n } = useTranslation();
  useState(() => addCloseTexts(i18n));
}
