import { useTheme } from '@mui/material';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE_NAME, offeredLanguages, selectLanguage } from 'shared-core';
import { PlatformProviders } from 'shared-http';
import { initialLanguage, LanguagePicker } from './LanguagePicker';
import { makeTestServices, renderWithServices } from './testUtils';

function SignOutText() {
  const { t } = useTranslation('common');
  return <p>{t('app.signOut')}</p>;
}

function ThemeDirection() {
  return <p data-testid="theme-direction">{useTheme().direction}</p>;
}

const clearCookie = () => {
  document.cookie = `${LANGUAGE_COOKIE_NAME}=; Max-Age=0; Path=/`;
};

afterEach(() => {
  clearCookie();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

const optionValues = () => screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);

describe('LanguagePicker', () => {
  it("lists the global site's translated languages by their own names (localhost is the global site)", () => {
    renderWithServices(<LanguagePicker />);
    expect(optionValues()).toEqual(['en', 'de', 'ar-SA']);
    expect(optionValues()).toEqual([...offeredLanguages('GLOBAL')]);
    expect(screen.getByRole('option', { name: 'Deutsch' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
    expect(screen.queryByRole('option', { name: '日本語' })).not.toBeInTheDocument(); // listed by the site, not translated
  });

  it.each([
    ['EU', ['en', 'de']],
    ['TR', ['en']],
    ['AE', ['en', 'ar-ARE']],
    ['KZ', ['en']],
    ['GE', ['en']],
    ['ID', ['en']],
    ['HK', ['en']],
    ['NL', ['en']],
  ] as const)("lists the %s site's translated languages", (site, expected) => {
    renderWithServices(<LanguagePicker site={site} />);
    expect(optionValues()).toEqual(expected);
  });

  it('changes the page language, records it in the store and in the language cookie', async () => {
    const { services } = renderWithServices(
      <>
        <LanguagePicker />
        <SignOutText />
      </>,
    );
    expect(screen.getByText('Sign out')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Language'), 'de');

    expect(services.i18n.language).toBe('de');
    expect(selectLanguage(services.store.getState())).toBe('de');
    expect(await screen.findByText('Abmelden')).toBeInTheDocument();
    expect(screen.getByLabelText('Sprache')).toHaveValue('de');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE_NAME}=de`);
    expect(initialLanguage('GLOBAL')).toBe('de'); // the next visit starts in German
  });

  it('a language the site lists but nobody translated cannot be chosen; a page opened in it shows English', async () => {
    const { services } = renderWithServices(
      <>
        <LanguagePicker />
        <SignOutText />
      </>,
    );
    expect(optionValues()).not.toContain('ja');
    await act(() => services.i18n.changeLanguage('ja')); // e.g. an old link or a stale cookie
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(screen.getByText('Sign out')).toBeInTheDocument();
  });

  it('choosing ar-SA switches the page and the theme to right-to-left, and back', async () => {
    const services = makeTestServices();
    render(
      <PlatformProviders services={services} withBaseline>
        <LanguagePicker />
        <SignOutText />
        <ThemeDirection />
      </PlatformProviders>,
    );
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByTestId('theme-direction')).toHaveTextContent('ltr');

    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ar-SA');

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar-SA');
    expect(screen.getByTestId('theme-direction')).toHaveTextContent('rtl');
    expect(screen.getByText('تسجيل الخروج')).toBeInTheDocument();
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE_NAME}=ar-SA`);

    await act(() => services.i18n.changeLanguage('en'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByTestId('theme-direction')).toHaveTextContent('ltr');
  });
});

describe('LanguagePicker on each regional site (its spec list, only the languages translated completely)', () => {
  it.each([
    ['GLOBAL', 3],
    ['EU', 2],
    ['KZ', 1],
    ['TR', 1],
    ['GE', 1],
    ['ID', 1],
    ['HK', 1],
    ['NL', 1],
    ['AE', 2],
  ] as const)('%s offers %d translated languages, English first, each by its own name', (site, count) => {
    renderWithServices(<LanguagePicker site={site} />);
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options).toHaveLength(count);
    expect(options[0]!.value).toBe('en');
    for (const option of options) expect(option.textContent).not.toBe(option.value);
  });
});

describe('initialLanguage', () => {
  it("uses the cookie when the site offers it, else the browser's language, else en", () => {
    expect(initialLanguage('GLOBAL')).toBe('en'); // jsdom browser: en-US
    document.cookie = `${LANGUAGE_COOKIE_NAME}=ar-SA; Path=/`;
    expect(initialLanguage('GLOBAL')).toBe('ar-SA');
    expect(initialLanguage('TR')).toBe('en'); // not a Turkish-site language
    document.cookie = `${LANGUAGE_COOKIE_NAME}=ja; Path=/`;
    expect(initialLanguage('GLOBAL')).toBe('en'); // a global-site language, but not translated
  });
});
