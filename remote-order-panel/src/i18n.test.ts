import { orderPanelDe, orderPanelEn } from './i18n';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

it('German has every English key and no extra', () => {
  expect(keysOf(orderPanelDe).sort()).toEqual(keysOf(orderPanelEn).sort());
});
