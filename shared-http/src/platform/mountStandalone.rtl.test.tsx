import { Box } from '@mui/material';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { LANGUAGE_COOKIE_NAME } from 'shared-core';
import type { RemoteDefinition } from './contract';
import { mountStandalone, standaloneLanguage } from './mountStandalone';

describe('a standalone remote page picks its language as the composed page does', () => {
  const page = { hostname: '127.0.0.1', search: '', cookie: '' };

  it.each([
    ['?lng=ar-SA beats the cookie', { ...page, search: '?lng=ar-SA', cookie: `${LANGUAGE_COOKIE_NAME}=de` }, 'ar-SA'],
    ['the host’s language cookie', { ...page, cookie: `${LANGUAGE_COOKIE_NAME}=ar-SA` }, 'ar-SA'],
    ['the browser’s language', { ...page, browserLanguages: ['de-DE'] }, 'de'],
    ['English by default', page, 'en'],
    ['a language the site does not offer is ignored', { ...page, search: '?lng=ar-ARE' }, 'en'],
    ['the UAE site offers ar-ARE', { ...page, hostname: 'ae.trade.example', search: '?lng=ar-ARE' }, 'ar-ARE'],
    // the global site lists Japanese, but no package translates it: never half-English
    ['?lng=ja is not offered (not translated)', { ...page, search: '?lng=ja' }, 'en'],
    [
      'a browser asking Japanese first, then German, gets German',
      { ...page, browserLanguages: ['ja-JP', 'de-DE'] },
      'de',
    ],
  ])('%s', (_, input, language) => {
    expect(standaloneLanguage(input).language).toBe(language);
  });
});

describe('mountStandalone in Arabic', () => {
  const definition: RemoteDefinition = {
    contractVersion: 1,
    name: 'test_remote',
    version: '0.0.0',
    setup: () => undefined,
    Component: () => <Box sx={{ marginLeft: '12px' }}>widget</Box>,
  } as unknown as RemoteDefinition;
  let unmount: (() => void) | undefined;

  // jsdom reports the refused profile call on the console; the test reads the page instead
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  afterEach(() => {
    jest.restoreAllMocks();
    act(() => unmount?.());
    unmount = undefined;
    window.history.replaceState(null, '', '/');
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('lang');
    document.body.innerHTML = '';
  });

  it('?lng=ar-SA: the page is right-to-left, in Arabic, its styles mirrored (as the composed page)', async () => {
    window.history.replaceState(null, '', '/?lng=ar-SA');
    const container = document.body.appendChild(document.createElement('div'));
    // nothing listens on port 9: the visitor is anonymous and the sign-in form shows
    act(() => {
      unmount = mountStandalone(definition, container, {
        config: { apiBaseUrl: 'http://127.0.0.1:9', wsBaseUrl: 'ws://127.0.0.1:9' },
      });
    });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar-SA');
    const submit = await screen.findByRole('button', { name: 'تسجيل الدخول' }, { timeout: 5000 });
    // MUI's styles come from the right-to-left emotion cache (a lazy chunk on the page): mirrored
    // class names and rules
    await waitFor(() => expect(submit.className).toMatch(/\bmuirtl-/));
    await waitFor(() => expect(screen.getByLabelText(/البريد الإلكتروني/)).toBeTruthy());
  });

  it('in English the page stays left-to-right with the default styles', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    act(() => {
      unmount = mountStandalone(definition, container, {
        config: { apiBaseUrl: 'http://127.0.0.1:9', wsBaseUrl: 'ws://127.0.0.1:9' },
      });
    });
    expect(document.documentElement.dir).toBe('ltr');
    const submit = await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5000 });
    expect(submit.className).not.toMatch(/\bmuirtl-/);
  });
});
