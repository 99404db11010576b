import { helpCenterLink } from 'shared-core';
import { parseHelpRoute } from './helpCenter';

describe('parseHelpRoute', () => {
  it.each([
    ['/en/help-center/reverse-position', { locale: 'en', article: 'reverse-position', key: 'reversePosition' }],
    ['/ar-SA/help-center/trailing-stop/', { locale: 'ar-SA', article: 'trailing-stop', key: 'trailingStop' }],
    ['/de/help-center/margin-mode', { locale: 'de', article: 'margin-mode', key: null }],
    ['/de/help-center/constructor', { locale: 'de', article: 'constructor', key: null }],
    ['/en/help-center/%E0%A4%A', null],
    ['/help-center/reverse-position', null],
    ['/en/help-center/a/b', null],
    ['/trade/option/usdc/BTC', null],
  ])('%s', (path, expected) => {
    expect(parseHelpRoute(path)).toEqual(expected);
  });

  it('reads every link shared-core builds for a widget', () => {
    expect(parseHelpRoute(helpCenterLink('de', 'reverse-position'))?.key).toBe('reversePosition');
    expect(parseHelpRoute(helpCenterLink('ar-SA', 'trailing-stop'))?.key).toBe('trailingStop');
  });
});
