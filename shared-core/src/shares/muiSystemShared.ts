// What the composed page shares under the key '@mui/system': only the exports that MUI's own
// modules (Box, Stack, the theme provider, the colour helpers @mui/material/styles re-exports)
// import from the '@mui/system' root, so the page does not send all of @mui/system (MF cannot
// tree-shake a shared module). Our code does not import '@mui/system'. build-tools/federation.cjs
// (NARROWED) provides this module for that key, its own import of '@mui/system' below is the real
// package (build-tools/narrowedSource.cjs), and build-tools/muiSubsetCheck.cjs fails a build in
// which any module (MUI's included) imports a name missing here: a new MUI component in
// ui/muiShared.ts may need a line here too (the build names it). See build-tools/README.md.
export {
  alpha,
  createBox,
  createSpacing,
  createStack,
  css,
  darken,
  decomposeColor,
  emphasize,
  getContrastRatio,
  getLuminance,
  GlobalStyles,
  hexToRgb,
  hslToRgb,
  keyframes,
  lighten,
  recomposeColor,
  rgbToHex,
  StyledEngineProvider,
  ThemeProvider,
  unstable_createCssVarsProvider,
  unstable_createGetCssVar,
  unstable_memoTheme,
  useTheme,
} from '@mui/system';
