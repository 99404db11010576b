import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { selectLanguage } from 'shared-core';
import { LanguagePicker, LANGUAGE_STORAGE_KEY } from './LanguagePicker';
import { renderWithServices } from './testUtils';

function SignOutText() {
  const { t } = useTranslation('common');
  return <p>{t('app.signOut')}</p>;
}

afterEach(() => localStorage.clear());

describe('LanguagePicker', () => {
  it('lists every supported language', () => {
    renderWithServices(<LanguagePicker />);
    const options = screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['en', 'de']);
  });

  it('changes the page language, records it in the store and remembers it', async () => {
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
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });
});
