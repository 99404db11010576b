import { createI18n, namespaceTranslationGaps, TRANSLATED_LANGUAGES } from 'shared-core';
import { NS, addPositionsNamespace, positionsEn } from '../../i18n';
import { closeTextsArSa, closeTextsDe, closeTextsEn } from '../close/texts';
import { ensureTpSlTexts, tpslTextsArSa, tpslTextsDe, tpslTextsEn, tpslTextsResources } from './texts';

// The TP/SL dialog's texts: every key in every language, every §5 key the rules emit present,
// and only in the namespace once the chunk added them.

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const at = (o: object, key: string) =>
  key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;

it('German and Arabic have exactly the English keys, none empty, placeholders kept', () => {
  const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
  for (const other of [tpslTextsDe, tpslTextsArSa]) {
    expect(keysOf(other).sort()).toEqual(keysOf(tpslTextsEn).sort());
    for (const key of keysOf(tpslTextsEn)) {
      expect(at(other, key)).not.toBe('');
      expect(placeholders(at(other, key))).toEqual(placeholders(at(tpslTextsEn, key)));
    }
  }
  expect(TRANSLATED_LANGUAGES.filter((lng) => !(lng in tpslTextsResources))).toEqual([]);
});

it("every §5 / §8 key is a key (the validation's and the notices')", () => {
  expect(Object.keys(tpslTextsEn)).toEqual(
    expect.arrayContaining([
      'tpPriceTooLow',
      'tpPriceTooHigh',
      'tpPosPriceTooLow',
      'tpPosPriceTooHigh',
      'slPriceTooLow',
      'slPriceTooHigh',
      'slPosPriceTooLow',
      'slPosPriceTooHigh',
      'buySlPriceUpLiqPrice',
      'sellSlPriceUpLiqPrice',
      'tpLimitPriceEmpty',
      'slLimitPriceEmpty',
      'takeProfitOver',
      'slTips1',
      'priceErrorTickTip',
      'qtyErrorTickTip',
      'tpSlQtyOver',
      'maxQtySplitOrderTip',
      'orderCancelSuc',
      'cancelSuccess',
      'CancelAllSuccess',
      'CancelAllTpSlSuccessDec',
      'CancelFailure',
    ]),
  );
});

it('maxQtySplitOrderTip is the close dialog text word for word (one key, one text)', () => {
  expect(tpslTextsEn.maxQtySplitOrderTip).toBe(closeTextsEn.maxQtySplitOrderTip);
  expect(tpslTextsDe.maxQtySplitOrderTip).toBe(closeTextsDe.maxQtySplitOrderTip);
  expect(tpslTextsArSa.maxQtySplitOrderTip).toBe(closeTextsArSa.maxQtySplitOrderTip);
});

it('added to the positions namespace when the chunk loads, with no gap; not there before', () => {
  const i18n = createI18n('en');
  addPositionsNamespace(i18n);
  expect(i18n.exists(`${NS}:tpSlQtyOver`)).toBe(false);
  ensureTpSlTexts(i18n);
  expect(i18n.t(`${NS}:tpsl.addTitle`)).toBe('Add TPSL');
  expect(i18n.t(`${NS}:title`)).toBe(positionsEn.title);
  expect(namespaceTranslationGaps(i18n, NS)).toEqual({});
  void i18n.changeLanguage('de');
  expect(i18n.t(`${NS}:tpsl.prompt.title`)).toBe('Hinweis');
});
