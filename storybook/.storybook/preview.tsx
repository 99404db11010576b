import type { Decorator, Preview } from '@storybook/react-webpack5';
import { ScopedCssBaseline } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import {
  createI18n,
  LANGUAGE_ENDONYMS,
  languageChanged,
  offeredLanguages,
  parseThemeMode,
  textDirectionOf,
  themeModeChanged,
  type StreamStatus,
  type ThemeMode,
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

/** The toolbar's `direction` global: `auto` follows the language, `rtl` forces right to left. */
type DirectionGlobal = 'auto' | 'rtl';

function StoryPlatform({
  parameters,
  locale,
  theme,
  direction,
  inDocs,
  children,
}: {
  parameters: PlatformParameters;
  locale: string;
  theme: ThemeMode;
  direction: DirectionGlobal;
  /** On a docs page every story shares one document: each keeps its language and direction to itself. */
  inDocs: boolean;
  children: ReactNode;
}) {
  // On a docs page a story gets its own i18next instance: the shared one would turn every story of
  // the page into the language of the last one rendered (a right-to-left story made the page Arabic).
  const [storyI18n] = useState(() => (inDocs ? createI18n(locale) : i18n));
  // Built once per mounted story (the decorator is keyed by story id): a fresh store for every story.
  const [services] = useState(() => {
    if (storyI18n.language !== locale) void storyI18n.changeLanguage(locale);
    const created = createFakeServices({
      http: parameters.http,
      preloadedState: parameters.store?.preloadedState,
      setup: parameters.setup,
      streamStatus: parameters.streamStatus,
      i18n: storyI18n,
      language: locale,
    });
    // The toolbar's theme, set as the host's header switch sets it (through the store), before the first render.
    created.store.dispatch(themeModeChanged(theme));
    return created;
  });
  useEffect(() => {
    // The toolbar switched language while the story is shown.
    if (storyI18n.language !== locale) void storyI18n.changeLanguage(locale);
    if (services.store.getState().session.language !== locale) services.store.dispatch(languageChanged(locale));
  }, [locale, services, storyI18n]);
  useEffect(() => {
    // The toolbar switched theme while the story is shown; the canvas background (CssBaseline) follows.
    if (services.store.getState().session.themeMode !== theme) services.store.dispatch(themeModeChanged(theme));
  }, [theme, services]);
  // `direction` rtl: right to left with any language (mirrored styles, `<html dir>`), as Arabic would be.
  const dir = direction === 'rtl' ? 'rtl' : textDirectionOf(locale);
  return (
    <PlatformProviders
      services={services}
      withBaseline={!inDocs}
      rtlCache={rtlEmotionCache()}
      direction={direction === 'rtl' ? 'rtl' : undefined}
    >
      {inDocs ? (
        // the page's `<html dir lang>` and baseline stay the docs page's; the story's own box carries them
        <ScopedCssBaseline dir={dir} lang={locale} sx={{ p: 1 }}>
          {children}
        </ScopedCssBaseline>
      ) : (
        children
      )}
    </PlatformProviders>
  );
}

const withPlatform: Decorator = (Story, context) => (
  <StoryPlatform
    key={context.id}
    parameters={context.parameters as PlatformParameters}
    locale={String(context.globals.locale ?? 'en')}
    theme={parseThemeMode(context.globals.theme) ?? 'dark'}
    direction={context.globals.direction === 'rtl' ? 'rtl' : 'auto'}
    inDocs={context.viewMode === 'docs'}
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

/** Viewport presets: the page's smallest supported screen, a full-HD screen and a narrow side panel. */
const viewports = {
  laptop1280: { name: 'Laptop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  desktop1920: { name: 'Desktop 1920×1080', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
  sidePanel360: { name: 'Side panel 360×800', styles: { width: '360px', height: '800px' }, type: 'mobile' },
} as const;

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
    theme: {
      description: 'Light or dark theme (the host header offers the same choice)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction: by the language, or right to left with any language',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'By language' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'dark', direction: 'auto' },
  parameters: {
    layout: 'padded',
    streamStatus: 'live' satisfies StreamStatus,
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
  },
};

export default preview;
