import { commonDe, commonEn } from './common';
import { createI18n } from './createI18n';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('common texts', () => {
  it('German has every English key, none empty', () => {
    expect(keysOf(commonDe).sort()).toEqual(keysOf(commonEn).sort());
    for (const key of keysOf(commonDe)) expect(createI18n('de').t(key)).not.toBe('');
  });

  it('switches language on one instance', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('widget.retry')).toBe('Retry');
    await i18n.changeLanguage('de');
    expect(i18n.t('widget.retry')).toBe('Erneut versuchen');
  });
});
