import { createI18n, namespaceTranslationGaps, TRANSLATED_LANGUAGES } from 'shared-core';
import { addOrderPanelNamespace, NS, orderPanelArSa, orderPanelDe, orderPanelEn, orderPanelResources } from './i18n';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

it('German has every English key and no extra', () => {
  expect(keysOf(orderPanelDe).sort()).toEqual(keysOf(orderPanelEn).sort());
});

it('Arabic (ar-SA, also used for ar-ARE) has exactly the English keys, none empty, placeholders kept', () => {
  expect(keysOf(orderPanelArSa).sort()).toEqual(keysOf(orderPanelEn).sort());
  const at = (o: object, key: string) =>
    key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
  const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
  for (const key of keysOf(orderPanelEn)) {
    expect(at(orderPanelArSa, key)).not.toBe('');
    expect(placeholders(at(orderPanelArSa, key))).toEqual(placeholders(at(orderPanelEn, key)));
  }
  expect(orderPanelResources['ar-ARE']).toBe(orderPanelResources['ar-SA']);
});

it('every language the site offers has every English text, none empty, with the same insertions', () => {
  expect(TRANSLATED_LANGUAGES.filter((lng) => !(lng in orderPanelResources))).toEqual([]);
  const i18n = createI18n('en');
  addOrderPanelNamespace(i18n);
  expect(namespaceTranslationGaps(i18n, NS)).toEqual({});
});

it("the namespace is the spec's integrated-trade (order-panel.md §9)", () => expect(NS).toBe('integrated-trade'));
