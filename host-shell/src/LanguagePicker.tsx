import { useTranslation } from 'react-i18next';
import {
  buildLanguageCookie,
  DEFAULT_DISPLAY_LANGUAGE,
  LANGUAGE_ENDONYMS,
  languageChanged,
  offeredLanguage,
  offeredLanguages,
  parseLanguageCookie,
  resolveOfferedLanguage,
  siteOfHostname,
  textDirectionOf,
  useAppDispatch,
  type RegionalSite,
} from 'shared-core';
import { useHostServices } from 'shared-http';
import { HeaderSelect } from './HeaderSelect';

/** The page's regional site, from its hostname (shared-core `siteOfHostname`). */
export function currentSite(): RegionalSite {
  return siteOfHostname(typeof location === 'undefined' ? '' : location.hostname);
}

/** Saves the choice in the language cookie (100 days). */
export function saveLanguage(lng: string): void {
  try {
    document.cookie = buildLanguageCookie(lng, { now: Date.now() });
  } catch {
    // cookies may be disabled; the choice then lasts for this page only
  }
}

/**
 * Lists the regional site's languages that are translated completely (shared-core
 * `offeredLanguages`: a language nobody translated is not offered, so no page is half English),
 * each by its own name. Switches the page's one i18next instance (every remote follows), records
 * the choice in the store and the language cookie. Direction (rtl for ar-SA, ar-ARE) follows in
 * PlatformProviders.
 */
export function LanguagePicker({ site = currentSite() }: { site?: RegionalSite }) {
  const { i18n } = useHostServices();
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const current = offeredLanguage(site, i18n.language) ?? DEFAULT_DISPLAY_LANGUAGE;
  return (
    <HeaderSelect
      label={t('app.language')}
      value={current}
      minWidth={110}
      onChange={(lng) => {
        void i18n.changeLanguage(lng);
        dispatch(languageChanged(lng));
        saveLanguage(lng);
      }}
    >
      {offeredLanguages(site).map((lng) => (
        <option key={lng} value={lng} lang={lng} dir={textDirectionOf(lng)}>
          {LANGUAGE_ENDONYMS[lng] ?? lng}
        </option>
      ))}
    </HeaderSelect>
  );
}

/** The language the page starts in: the cookie's, else the browser's, else English — among the offered languages. */
export function initialLanguage(site: RegionalSite = currentSite()): string {
  let saved: string | null = null;
  try {
    saved = parseLanguageCookie(document.cookie);
  } catch {
    // no cookies: fall through
  }
  const browser =
    typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return resolveOfferedLanguage(site, saved, browser.filter(Boolean));
}
