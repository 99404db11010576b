// Remotes resolve '@mui/system/RtlProvider' (which @mui/material's components deep-import) to
// this module (webpack.cjs): the right-to-left context then comes from the shared '@mui/system'
// singleton, the page's one copy — the host's ThemeProvider sets it. A remote's own copy of a MUI
// component the page lacks (muiFallback.cjs) is mirrored in Arabic like the page's.
export { RtlProvider as default, useRtl } from '@mui/system';
