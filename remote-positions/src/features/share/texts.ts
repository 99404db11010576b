import { lazyPositionsTexts, type Widen } from '../../i18n';

/** The share poster's texts (positions.md §2, §9), added to the `positions` namespace when its chunk loads. */
export const shareTextsEn = {
  share: {
    title: 'Share: {{symbol}}',
    kinds: { openPosition: 'Open position', closedProfit: 'Closed profit', optionProfit: 'Option profit' },
    styles: { horizontal: 'Horizontal', vertical: 'Vertical' },
    kind: 'Poster',
    style: 'Layout',
    show: 'Show',
    roi: 'ROI',
    pnl: 'PnL',
    value: 'Value',
    long: 'Long',
    short: 'Short',
    leverage: '{{leverage}}x',
    entryPrice: 'Entry price',
    markPrice: 'Mark price',
    exitPrice: 'Exit price',
    bonus: 'Join with my code and get up to {{amount}} USDT in bonuses',
    scan: 'Scan to join',
    code: 'Referral code: {{code}}',
    download: 'Download image',
    downloading: 'Preparing image…',
    copyLink: 'Copy link',
    close: 'Close',
    loading: 'Preparing the poster…',
    error: 'The poster could not be prepared ({{message}}).',
    downloadError: 'The image could not be made ({{message}}).',
    retry: 'Retry',
  },
} as const;

export type ShareTexts = Widen<typeof shareTextsEn>;

export const shareTextsDe: ShareTexts = {
  share: {
    title: 'Teilen: {{symbol}}',
    kinds: { openPosition: 'Offene Position', closedProfit: 'Realisierter Gewinn', optionProfit: 'Optionsgewinn' },
    styles: { horizontal: 'Quer', vertical: 'Hoch' },
    kind: 'Poster',
    style: 'Layout',
    show: 'Anzeigen',
    roi: 'ROI',
    pnl: 'GuV',
    value: 'Wert',
    long: 'Long',
    short: 'Short',
    leverage: '{{leverage}}x',
    entryPrice: 'Einstiegspreis',
    markPrice: 'Markpreis',
    exitPrice: 'Ausstiegspreis',
    bonus: 'Mit meinem Code beitreten und bis zu {{amount}} USDT Bonus erhalten',
    scan: 'Zum Beitreten scannen',
    code: 'Empfehlungscode: {{code}}',
    download: 'Bild herunterladen',
    downloading: 'Bild wird erstellt…',
    copyLink: 'Link kopieren',
    close: 'Schließen',
    loading: 'Poster wird vorbereitet…',
    error: 'Das Poster konnte nicht vorbereitet werden ({{message}}).',
    downloadError: 'Das Bild konnte nicht erstellt werden ({{message}}).',
    retry: 'Erneut versuchen',
  },
};

/** Arabic (ar-SA; the UAE site's ar-ARE uses the same texts). */
export const shareTextsArSa: ShareTexts = {
  share: {
    title: 'مشاركة: {{symbol}}',
    kinds: { openPosition: 'مركز مفتوح', closedProfit: 'ربح مغلق', optionProfit: 'ربح الخيارات' },
    styles: { horizontal: 'أفقي', vertical: 'عمودي' },
    kind: 'الملصق',
    style: 'التخطيط',
    show: 'عرض',
    roi: 'العائد',
    pnl: 'الربح والخسارة',
    value: 'القيمة',
    long: 'شراء',
    short: 'بيع',
    leverage: '{{leverage}}x',
    entryPrice: 'سعر الدخول',
    markPrice: 'سعر العلامة',
    exitPrice: 'سعر الخروج',
    bonus: 'انضم برمزي واحصل على مكافآت تصل إلى {{amount}} USDT',
    scan: 'امسح للانضمام',
    code: 'رمز الإحالة: {{code}}',
    download: 'تنزيل الصورة',
    downloading: 'جارٍ تجهيز الصورة…',
    copyLink: 'نسخ الرابط',
    close: 'إغلاق',
    loading: 'جارٍ تجهيز الملصق…',
    error: 'تعذّر تجهيز الملصق ({{message}}).',
    downloadError: 'تعذّر إنشاء الصورة ({{message}}).',
    retry: 'إعادة المحاولة',
  },
};

export const shareTexts = { en: shareTextsEn, de: shareTextsDe, 'ar-SA': shareTextsArSa, 'ar-ARE': shareTextsArSa };

export const ensureShareTexts = lazyPositionsTexts(shareTexts);
