import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';
import { consoleComponents } from './components';
import type { StatusPalette } from './palette';

/** Dark ink for text on the light accents below: MUI would pick white wherever it reaches 3:1. */
const ink = '#0b0f14';

const darkStatusColors: StatusPalette = {
  succeeded: '#66bb6a',
  failed: '#f28b82',
  running: '#e8c547',
  neutral: '#a0a4aa',
};

/** Floating surfaces (menus, dialogs) keep an edge, since their shadow does not show on a dark page. */
const edged = ({ theme }: { theme: Theme }) => ({ border: `1px solid ${theme.palette.divider}` });

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    // The light theme's hues, lightened until they read at 4.5:1 on paper and in a filled input.
    primary: { main: '#8ab4ff', contrastText: ink },
    secondary: { main: '#a9c1ec', contrastText: ink },
    warning: { main: '#ffb86b', contrastText: ink },
    info: { main: '#7cc4fa', contrastText: ink },
    error: { main: '#ff8a80', contrastText: ink },
    success: { main: '#7ad08a', contrastText: ink },
    background: { default: '#121417', paper: '#1b1f24' },
    status: darkStatusColors,
  },
  shape: { borderRadius: 6 },
  components: {
    ...defaultDarkTheme.components,
    ...consoleComponents,
    // MUI lightens raised paper in dark mode, a dialog's up to #414448, where the error red falls under
    // 4.5:1; every paper keeps the one tested colour instead.
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiPopover: { styleOverrides: { paper: edged } },
    MuiDialog: { styleOverrides: { paper: edged } },
  },
};
