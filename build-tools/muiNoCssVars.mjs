// Stands in for MUI's styles/createThemeWithVars.mjs in the apps' builds. MUI calls it only for a
// theme with CSS theme variables (`createTheme({ cssVariables: true })`, or a `ThemeProvider`
// given such a theme); the page's one theme (shared-core createTradingTheme) has none, and MUI's
// default theme is built without them, so it never runs on the page. Left in, it and the CSS
// variables helpers only it imports cost about 5 KB gzip of the first load. Should the page's
// theme ever use CSS variables, remove the replacement in webpack.cjs. Jest runs the real package.
export default function createThemeWithVars() {
  throw new Error(
    "MUI's CSS theme variables are left out of the suite's builds (build-tools/muiNoCssVars.mjs): " +
      'the page has one theme, without them.',
  );
}
