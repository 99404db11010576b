import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { languageChanged, SUPPORTED_LANGUAGES, useAppDispatch } from 'shared-core';
import { useHostServices } from 'shared-http';
import { LANGUAGE_NAMES } from './hostTexts';

export const LANGUAGE_STORAGE_KEY = 'trading.language';

/** Switches the page's one i18next instance (every remote follows) and records the choice in the store. */
export function LanguagePicker() {
  const { i18n } = useHostServices();
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const current = (SUPPORTED_LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as string)
    : i18n.language;
  return (
    <TextField
      select
      size="small"
      label={t('app.language')}
      value={current}
      onChange={(e) => {
        const lng = e.target.value;
        void i18n.changeLanguage(lng);
        dispatch(languageChanged(lng));
        try {
          localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
        } catch {
          // storage may be disabled; the choice then lasts for this page only
        }
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 120 }}
    >
      {SUPPORTED_LANGUAGES.map((lng) => (
        <option key={lng} value={lng}>
          {LANGUAGE_NAMES[lng] ?? lng}
        </option>
      ))}
    </TextField>
  );
}

/** The language the page starts in: the saved choice, else the browser's, else English. */
export function initialLanguage(): string {
  const supported = SUPPORTED_LANGUAGES as readonly string[];
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved && supported.includes(saved)) return saved;
  } catch {
    // no storage: fall through
  }
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language?.split('-')[0];
  return browser && supported.includes(browser) ? browser : 'en';
}
