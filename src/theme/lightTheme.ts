import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';
import type { StatusPalette } from './palette';

export const statusColors: StatusPalette = {
  succeeded: '#2e7d32',
  failed: '#d32f2f',
  running: '#ed6c02',
};

export const lightTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1b58f4' },
    secondary: { main: '#0b1f44' },
    background: { default: '#f5f7fa' },
    status: statusColors,
  },
  shape: { borderRadius: 6 },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
};
