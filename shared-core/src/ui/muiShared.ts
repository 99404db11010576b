/* eslint-disable no-restricted-imports -- the one place allowed to deep-import MUI: this module IS what the share key '@mui/material' provides (build-tools/README.md) */
// What the composed page shares under the key '@mui/material': only the MUI exports the host,
// shared-core, shared-http and the remotes import, so the page does not send all of MUI.
// Code keeps importing from the '@mui/material' root; build-tools/federation.cjs provides this
// module for that key. The host, shared-core and shared-http use only what is listed here
// (build-tools/muiSubsetCheck.cjs fails their build otherwise: add it below, alphabetical). A
// remote may use any MUI export: what this module lacks on the page comes from the remote's own
// lazy copy (build-tools/muiFallbackLoader.cjs); what it lists a remote imports from the page. So a
// change to this list is a shared-core minor bump, recorded in muiShared.contract.json
// (build-tools/muiSharedContract.test.cjs). See build-tools/README.md.
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as AppBar } from '@mui/material/AppBar';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Chip } from '@mui/material/Chip';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Paper } from '@mui/material/Paper';
export { default as Snackbar } from '@mui/material/Snackbar';
export { default as Stack } from '@mui/material/Stack';
export { default as Tab } from '@mui/material/Tab';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
export { default as Tabs } from '@mui/material/Tabs';
export { default as TextField } from '@mui/material/TextField';
export { default as ToggleButton } from '@mui/material/ToggleButton';
export { default as ToggleButtonGroup } from '@mui/material/ToggleButtonGroup';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
export { createTheme, ThemeProvider } from '@mui/material/styles';
