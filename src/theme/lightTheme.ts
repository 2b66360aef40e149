import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';
import { consoleComponents } from './components';
import type { StatusPalette } from './palette';

export const statusColors: StatusPalette = {
  succeeded: '#2e7d32',
  failed: '#d32f2f',
  // The spec's yellow, dark enough for a dot and an outline (3:1 on paper and on the page background).
  running: '#ad8300',
  neutral: '#616161',
};

export const lightTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1b58f4' },
    secondary: { main: '#0b1f44' },
    // MUI's own orange (#ed6c02) and light blue (#0288d1) read at 2.9:1 and 3.6:1 as text on the
    // page background; these keep their hue at 4.5:1 or more (text buttons, alerts, chips).
    warning: { main: '#a84d00' },
    info: { main: '#01579b' },
    // MUI's red (#d32f2f) reads at 4.4:1 in the grey of a filled input, where an invalid field's label is.
    error: { main: '#c62828' },
    background: { default: '#f5f7fa' },
    status: statusColors,
  },
  shape: { borderRadius: 6 },
  components: { ...defaultTheme.components, ...consoleComponents },
};
