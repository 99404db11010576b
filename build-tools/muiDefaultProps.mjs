// Remotes resolve '@mui/system/DefaultPropsProvider' (which @mui/material's components deep-import)
// to this module (webpack.cjs). Only a remote's own copy of a MUI component the page lacks
// (muiFallback.cjs) uses it: it reads the default props of the page's theme through the shared
// '@mui/system' singleton (the page's one theme context, set by the page's ThemeProvider) instead
// of a context of its own, so the page needs no extra share for it (first-load bytes: none).
// getThemeProps below is @mui/system's own (DefaultPropsProvider.mjs, MUI 9); the components
// object is what the page's ThemeProvider gives its DefaultPropsProvider: the theme's components,
// or those of the MUI-scoped theme ('$$material', @mui/material/styles/identifier).
import { useTheme } from '@mui/system';
import resolveProps from '@mui/utils/resolveProps';

const THEME_ID = '$$material';

function getThemeProps({ components, name, props }) {
  if (!components || !components[name]) return props;
  const config = components[name];
  if (config.defaultProps) return resolveProps(config.defaultProps, props, components.mergeClassNameAndStyle);
  if (!config.styleOverrides && !config.variants) return resolveProps(config, props, components.mergeClassNameAndStyle);
  return props;
}

export function useDefaultProps({ props, name }) {
  const theme = useTheme();
  const scoped = theme && THEME_ID in theme ? theme[THEME_ID] : theme;
  return getThemeProps({ components: scoped?.components, name, props });
}

/** A remote's own copy never provides default props (the page's ThemeProvider does): a pass-through. */
export default function DefaultPropsProvider({ children }) {
  return children;
}
