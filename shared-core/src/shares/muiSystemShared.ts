// What the composed page shares under the key '@mui/system': only the names that ANY module of
// @mui/material imports or re-exports from the '@mui/system' root — not just the components the page
// uses, so a remote's own copy of a component the page lacks (decision 0017) finds every name it
// needs here — plus RtlProvider and useRtl, which build-tools/muiRtlProvider.mjs reads. The page
// does not send the rest of @mui/system (MF cannot tree-shake a shared module). Our code does not
// import '@mui/system'. build-tools/federation.cjs (NARROWED) provides this module for that key;
// its own import of '@mui/system' below is the real package (build-tools/narrowedSource.cjs).
// build-tools/muiSystemShared.test.cjs fails when a MUI upgrade imports a name missing here, and
// muiSubsetCheck.cjs fails a build that does. See build-tools/README.md.
export {
  alpha,
  createBox,
  createBreakpoints,
  createContainer,
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
  RtlProvider,
  StyledEngineProvider,
  ThemeProvider,
  unstable_createCssVarsProvider,
  unstable_createGetCssVar,
  unstable_memoTheme,
  useRtl,
  useTheme,
} from '@mui/system';
