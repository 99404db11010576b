import { createI18n, namespaceTranslationGaps, TRANSLATED_LANGUAGES } from 'shared-core';
import { NS, addPositionsNamespace, positionsEn } from '../../i18n';
import { addCloseTexts, closeTextsArSa, closeTextsDe, closeTextsEn, closeTextsResources } from './texts';

// The close dialog's texts: every key in every language, the spec's keys present, and only in
// the namespace once the chunk added them (not part of the first load).

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

it('German and Arabic have exactly the English keys, none empty, placeholders kept', () => {
  const at = (o: object, key: string) =>
    key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
  const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
  for (const other of [closeTextsDe, closeTextsArSa]) {
    expect(keysOf(other).sort()).toEqual(keysOf(closeTextsEn).sort());
    for (const key of keysOf(closeTextsEn)) {
      expect(at(other, key)).not.toBe('');
      expect(placeholders(at(other, key))).toEqual(placeholders(at(closeTextsEn, key)));
    }
  }
  expect(TRANSLATED_LANGUAGES.filter((lng) => !(lng in closeTextsResources))).toEqual([]);
});

it("the spec's message keys are the keys (positions.md §5, §8)", () => {
  expect(Object.keys(closeTextsEn)).toEqual(
    expect.arrayContaining([
      'priceQtyRequiredMsg',
      'maxQtySplitOrderTip',
      'RiskTipT',
      'RiskTipC2',
      'RiskTipC2op1',
      'errorCode30017',
      'errorCode30018',
      'tickSizeFixNumTips',
      'orderCreateFailureTitle',
      'positionClosedSuccess',
      'orderCreateSuccessTitle',
      'orderCompleteExpected',
      'orderIncompleteExpected',
      'orderExecutionDifferenceWarning',
      'invalidPosHint',
    ]),
  );
});

it('added to the positions namespace when the chunk loads, with no gap; not there before', () => {
  const i18n = createI18n('en');
  addPositionsNamespace(i18n);
  expect(i18n.exists(`${NS}:priceQtyRequiredMsg`)).toBe(false);
  addCloseTexts(i18n);
  expect(i18n.t(`${NS}:priceQtyRequiredMsg`)).toBe(closeTextsEn.priceQtyRequiredMsg);
  expect(i18n.t(`${NS}:title`)).toBe(positionsEn.title); // the table's texts are kept
  expect(namespaceTranslationGaps(i18n, NS)).toEqual({});
  i18n.changeLanguage('de');
  expect(i18n.t(`${NS}:closeDialog.confirm`)).toBe('Bestätigen');
});
