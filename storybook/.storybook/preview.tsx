import type { Decorator, Preview } from '@storybook/react-webpack5';
import { useEffect, useState, type ReactNode } from 'react';
import {
  createI18n,
  LANGUAGE_ENDONYMS,
  languageChanged,
  offeredLanguages,
  textDirectionOf,
  type StreamStatus,
} from 'shared-core';
import { PlatformProviders } from 'shared-http';
// the host's right-to-left emotion cache, so ar-SA stories are mirrored as on the page
import { rtlEmotionCache } from 'host-shell/src/rtlCache';
import { createFakeServices, type CannedHttp, type SetupFn, type StreamStatusOption } from '../src/fakeServices';

/**
 * Story parameters understood by the global decorator (see storybook/README.md):
 * - `http`: canned answers of the fake HTTP client, `{ 'GET /path': result | Error | handler }`
 * - `store`: `{ preloadedState }` by slice name, applied to a fresh store per story
 * - `setup`: a remote's `definition.setup` (or a list), run before the story renders
 * - `streamStatus`: what the fake stream clients and the store report, default 'live'
 */
export interface PlatformParameters {
  http?: CannedHttp;
  store?: { preloadedState?: Record<string, unknown> };
  setup?: SetupFn | readonly SetupFn[];
  streamStatus?: StreamStatusOption;
}

// The one i18next instance of the preview, as on the composed page; the toolbar switches its language.
const i18n = createI18n('en');

function StoryPlatform({
  parameters,
  locale,
  children,
}: {
  parameters: PlatformParameters;
  locale: string;
  children: ReactNode;
}) {
  // Built once per mounted story (the decorator is keyed by story id): a fresh store for every story.
  const [services] = useState(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    return createFakeServices({
      http: parameters.http,
      preloadedState: parameters.store?.preloadedState,
      setup: parameters.setup,
      streamStatus: parameters.streamStatus,
      i18n,
      language: locale,
    });
  });
  useEffect(() => {
    // The toolbar switched language while the story is shown.
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    if (services.store.getState().session.language !== locale) services.store.dispatch(languageChanged(locale));
  }, [locale, services]);
  return (
    <PlatformProviders services={services} withBaseline rtlCache={rtlEmotionCache()}>
      {children}
    </PlatformProviders>
  );
}

const withPlatform: Decorator = (Story, context) => (
  <StoryPlatform
    key={context.id}
    parameters={context.parameters as PlatformParameters}
    locale={String(context.globals.locale ?? 'en')}
  >
    <Story />
  </StoryPlatform>
);

/** The toolbar's languages: the global site's (the preview's i18n instance is the global site's too). */
const toolbarLanguages = offeredLanguages('GLOBAL').map((value) => ({
  value,
  title: LANGUAGE_ENDONYMS[value] ?? value,
  right: textDirectionOf(value) === 'rtl' ? `${value} · rtl` : value,
}));

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withPlatform],
  globalTypes: {
    locale: {
      description: 'Language of the widgets',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: toolbarLanguages,
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    streamStatus: 'live' satisfies StreamStatus,
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
