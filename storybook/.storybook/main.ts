import type { StorybookConfig } from '@storybook/react-webpack5';

/** The part of SWC's options this config touches (the addon passes its defaults in). */
interface SwcOptions {
  jsc?: { parser?: object; transform?: { react?: object } & Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * One Storybook for every package, built offline (no telemetry, no CDN assets).
 * Stories live beside their components in each package; this config only gathers them.
 */
const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.tsx',
    '../../shared-core/src/**/*.stories.tsx',
    '../../shared-http/src/**/*.stories.tsx',
    '../../remote-*/src/**/*.stories.tsx',
    '../../host-shell/src/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-webpack5', options: {} },
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Docs pages (addon-docs) show a props table read by react-docgen: it parses each component's
  // TypeScript props with Babel, much faster than react-docgen-typescript (no type checker).
  typescript: { reactDocgen: 'react-docgen', check: false },
  // The SWC addon compiles every .ts/.tsx under the repository root (outside node_modules), so the
  // packages' sources are transpiled here too: TypeScript syntax, automatic JSX runtime.
  swc: (options: SwcOptions): SwcOptions => ({
    ...options,
    jsc: {
      ...options.jsc,
      parser: { syntax: 'typescript', tsx: true, dynamicImport: true },
      transform: { ...options.jsc?.transform, react: { ...options.jsc?.transform?.react, runtime: 'automatic' } },
    },
  }),
  // Size hints are for production apps; the preview bundles every package on purpose.
  webpackFinal: async (webpackConfig) => ({ ...webpackConfig, performance: { hints: false } }),
};

export default config;
