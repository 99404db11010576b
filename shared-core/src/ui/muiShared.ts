/* eslint-disable no-restricted-imports, architecture/package-boundaries -- the one place allowed to deep-import MUI: this module IS what the share key '@mui/material' provides (build-tools/README.md) */
// What the composed page shares under the key '@mui/material': only the MUI exports the host,
// shared-core, shared-http and the remotes import, so the page does not send all of MUI.
// Code keeps importing from the '@mui/material' root; build-tools/federation.cjs provides this
// module for that key. The host, shared-core and shared-http use only what is listed here
// (build-tools/muiSubsetCheck.cjs fails their build otherwise: add it below, alphabetical). A
// remote may use any MUI export: what this module lacks on the page comes from the remote's own
// lazy copy (build-tools/muiFallbackLoader.cjs); what it lists a remote imports from the page. So a
// change to this list is a shared-core minor bump, recorded in muiShared.contract.json
// (build-tools/muiSharedContract.test.cjs). See build-tools/README.md.
//
// Components no first screen shows (dialogs, text fields, snackbars) are listed too, but their code
// is a lazy chunk of the page (lazyFamily below): the page fetches it once it settled, or when one
// of them first renders, which then suspends until it arrives (put a Suspense boundary above it,
// as every lazy part has). A closed Dialog or Snackbar renders nothing and fetches nothing.
import type DialogType from '@mui/material/Dialog';
import type DialogActionsType from '@mui/material/DialogActions';
import type DialogContentType from '@mui/material/DialogContent';
import type DialogContentTextType from '@mui/material/DialogContentText';
import type DialogTitleType from '@mui/material/DialogTitle';
import type SnackbarType from '@mui/material/Snackbar';
import type TextFieldType from '@mui/material/TextField';
import { createElement, lazy, useState, type ComponentType } from 'react';
import { whenPageSettled } from './lazy';

// MUI's components are typed by their own declarations (code imports the '@mui/material' root);
// here each is a component taking any props, its real type restored by `as`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyComponent = ComponentType<any>;

/**
 * Components of one lazy chunk, loaded together: each exported member renders the real component,
 * directly once the chunk is in, else through React.lazy (suspending until it arrives; an instance
 * keeps the way it started, so it never remounts). `gated` members (Dialog, Snackbar) render nothing
 * and fetch nothing while closed, until first opened (then they stay, for their exit transition).
 * The chunk is prefetched once the page settled (`whenPageSettled`) or at the trader's first click
 * or key, whichever comes first; a failed fetch is not kept.
 */
function lazyFamily<Names extends string>(load: () => Promise<Record<Names, AnyComponent>>) {
  let loaded: Record<Names, AnyComponent> | undefined;
  let loading: Promise<Record<Names, AnyComponent>> | undefined;
  const get = () =>
    (loading ??= load().then(
      (family) => (loaded = family),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  if (typeof window !== 'undefined') {
    const prefetch = () => void get().catch(() => undefined);
    whenPageSettled(prefetch);
    // A trader's first click or key (picking an option, say) comes before the dialog it may open:
    // fetch then at the latest, so that dialog does not wait for two chunks in a row.
    window.addEventListener('pointerdown', prefetch, { capture: true, once: true });
    window.addEventListener('keydown', prefetch, { capture: true, once: true });
  }
  return <T>(name: Names, gated = false): T => {
    const Lazy = lazy(() => get().then((family) => ({ default: family[name] })));
    function LazyMui(props: { open?: boolean; keepMounted?: boolean }) {
      const [direct] = useState(() => loaded !== undefined);
      const [opened, setOpened] = useState(false);
      if (gated && props.open && !opened) setOpened(true);
      if (gated && !props.open && !opened && !props.keepMounted) return null;
      const Component: AnyComponent = direct && loaded ? loaded[name] : Lazy;
      return createElement(Component, props);
    }
    LazyMui.displayName = `LazyMui(${name})`;
    return LazyMui as T;
  };
}

const dialogs = lazyFamily(() =>
  Promise.all([
    import('@mui/material/Dialog'),
    import('@mui/material/DialogActions'),
    import('@mui/material/DialogContent'),
    import('@mui/material/DialogContentText'),
    import('@mui/material/DialogTitle'),
  ]).then(([dialog, actions, content, contentText, title]) => ({
    Dialog: dialog.default,
    DialogActions: actions.default,
    DialogContent: content.default,
    DialogContentText: contentText.default,
    DialogTitle: title.default,
  })),
);

const snackbars = lazyFamily(() => import('@mui/material/Snackbar').then((m) => ({ Snackbar: m.default })));

const textFields = lazyFamily(() => import('@mui/material/TextField').then((m) => ({ TextField: m.default })));

export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as AppBar } from '@mui/material/AppBar';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Chip } from '@mui/material/Chip';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export const Dialog = dialogs<typeof DialogType>('Dialog', true);
export const DialogActions = dialogs<typeof DialogActionsType>('DialogActions');
export const DialogContent = dialogs<typeof DialogContentType>('DialogContent');
export const DialogContentText = dialogs<typeof DialogContentTextType>('DialogContentText');
export const DialogTitle = dialogs<typeof DialogTitleType>('DialogTitle');
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Paper } from '@mui/material/Paper';
export const Snackbar = snackbars<typeof SnackbarType>('Snackbar', true);
export { default as Stack } from '@mui/material/Stack';
export { default as Tab } from '@mui/material/Tab';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
export { default as Tabs } from '@mui/material/Tabs';
export const TextField = textFields<typeof TextFieldType>('TextField');
export { default as ToggleButton } from '@mui/material/ToggleButton';
export { default as ToggleButtonGroup } from '@mui/material/ToggleButtonGroup';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
export { createTheme, ThemeProvider } from '@mui/material/styles';
