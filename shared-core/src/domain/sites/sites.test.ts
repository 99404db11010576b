import {
  ALL_SITE_LANGUAGES,
  buildLanguageCookie,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_ENDONYMS,
  languagesOfSite,
  parseLanguageCookie,
  REGIONAL_SITES,
  resolveInitialLanguage,
  siteOfHostname,
  textDirectionOf,
  type RegionalSite,
} from '.';

describe('siteOfHostname', () => {
  it.each<[string, RegionalSite]>([
    ['trade.example.com', 'GLOBAL'],
    ['localhost', 'GLOBAL'],
    ['127.0.0.1', 'GLOBAL'],
    ['::1', 'GLOBAL'],
    ['', 'GLOBAL'],
    ['eu.trade.example', 'EU'],
    ['www.eu.trade.example', 'EU'],
    ['EU.Trade.Example.', 'EU'],
    ['trade.example.eu', 'EU'],
    ['eu.localhost', 'EU'],
    ['eu.localhost:3000', 'EU'],
    ['eu.example', 'GLOBAL'], // a domain named eu, not a subdomain
    ['kz.trade.example', 'KZ'],
    ['trade.example.kz', 'KZ'],
    ['tr.trade.example', 'TR'],
    ['example.com.tr', 'TR'],
    ['ge.trade.example', 'GE'],
    ['example.ge', 'GE'],
    ['id.trade.example', 'ID'],
    ['example.co.id', 'ID'],
    ['hk.trade.example', 'HK'],
    ['example.com.hk', 'HK'],
    ['ae.trade.example', 'AE'],
    ['example.ae', 'AE'],
    ['nl.trade.example', 'NL'],
    ['example.nl', 'NL'],
    ['tr.example.eu', 'TR'], // subdomain wins over the TLD
    ['europe.trade.example', 'GLOBAL'], // whole labels only
  ])('%j → %s', (host, site) => {
    expect(siteOfHostname(host)).toBe(site);
  });
});

describe('language lists', () => {
  it('have the sizes of the spec: global 17 + Polish and Romanian, EU 8, others 2 or 3', () => {
    const global = languagesOfSite('GLOBAL');
    expect(global).toHaveLength(19);
    expect(global.slice(-2)).toEqual(['pl', 'ro']);
    expect(languagesOfSite('EU')).toHaveLength(8);
    for (const site of REGIONAL_SITES.filter((s) => s !== 'GLOBAL' && s !== 'EU'))
      expect([2, 3]).toContain(languagesOfSite(site).length);
  });

  it('start with en, have no duplicates, and every language has its own name', () => {
    for (const site of REGIONAL_SITES) {
      const list = languagesOfSite(site);
      expect(list[0]).toBe('en');
      expect(new Set(list).size).toBe(list.length);
    }
    for (const lng of ALL_SITE_LANGUAGES) expect(LANGUAGE_ENDONYMS[lng]).toBeTruthy();
  });

  it('put ar-SA on the global site and ar-ARE on the UAE site', () => {
    expect(languagesOfSite('GLOBAL')).toContain('ar-SA');
    expect(languagesOfSite('AE')).toContain('ar-ARE');
  });
});

describe('resolveInitialLanguage', () => {
  it.each<[RegionalSite, string | null, string[], string]>([
    ['GLOBAL', null, [], 'en'],
    ['GLOBAL', 'de', ['fr-FR'], 'de'], // the saved choice wins
    ['GLOBAL', 'AR-sa', [], 'ar-SA'],
    ['TR', 'de', [], 'en'], // not offered on this site
    ['TR', null, ['tr-TR', 'en-US'], 'tr'], // by primary subtag
    ['GLOBAL', null, ['pt-BR'], 'pt-BR'],
    ['AE', null, ['ar'], 'ar-ARE'],
    ['EU', null, ['ja-JP', 'nl-BE'], 'nl'],
    ['HK', null, ['ja-JP'], 'en'],
  ])('%s, saved %j, browser %j → %s', (site, saved, browser, expected) => {
    expect(resolveInitialLanguage(site, saved, browser)).toBe(expected);
  });
});

describe('textDirectionOf', () => {
  it.each<[string | null, 'rtl' | 'ltr']>([
    ['ar-SA', 'rtl'],
    ['ar-ARE', 'rtl'],
    ['ar-sa', 'rtl'],
    ['ar', 'ltr'], // only the two listed codes
    ['en', 'ltr'],
    ['he', 'ltr'],
    [null, 'ltr'],
  ])('%j → %s', (lng, dir) => {
    expect(textDirectionOf(lng)).toBe(dir);
  });
});

describe('language cookie (100 days)', () => {
  it('builds the cookie string', () => {
    expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(8_640_000);
    expect(buildLanguageCookie('ar-SA')).toBe('language=ar-SA; Max-Age=8640000; Path=/; SameSite=Lax');
    expect(buildLanguageCookie('de', { now: Date.UTC(2025, 0, 1), domain: '.trade.example' })).toBe(
      'language=de; Max-Age=8640000; Expires=Fri, 11 Apr 2025 00:00:00 GMT; Path=/; Domain=.trade.example; SameSite=Lax',
    );
  });

  it.each<[string | null, string | null]>([
    ['language=ar-SA', 'ar-SA'],
    ['token=abc; language=de; theme=dark', 'de'],
    ['xlanguage=fr; language=pl', 'pl'],
    ['language=', null],
    ['language=%E0%A4%A', null],
    ['', null],
    [null, null],
  ])('parses %j → %j', (header, lng) => {
    expect(parseLanguageCookie(header)).toBe(lng);
  });

  it('round-trips through a cookie header', () => {
    for (const lng of ALL_SITE_LANGUAGES)
      expect(parseLanguageCookie(`a=1; ${buildLanguageCookie(lng).split(';')[0]}`)).toBe(lng);
  });
});
