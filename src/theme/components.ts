import type { Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';

/** Component overrides of both themes: they read the theme's own colours, so each mode keeps its contrast. */
export const consoleComponents: RaThemeOptions['components'] = {
  MuiAppBar: { defaultProps: { elevation: 0 } },
  // A table wider than the page scrolls sideways in its own frame: without these, its width pushed the
  // whole list (filters, New and Refresh with it) past the window's right edge.
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  // A table squeezes each column to its narrowest: a row's buttons keep their labels on one line.
  RaDataTable: {
    styleOverrides: {
      root: {
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        '& .MuiTableCell-body .MuiButton-root': { whiteSpace: 'nowrap' },
      },
    },
  },
  // Chinese may break between any two characters, so a squeezed header or button went down one
  // character a line (命/名/空/间); keep-all breaks only where English would, at spaces.
  MuiButton: { styleOverrides: { root: { wordBreak: 'keep-all' } } },
  MuiTableCell: { styleOverrides: { head: { wordBreak: 'keep-all' } } },
  // A card in a narrow column (an application's triggers) puts actions that do not fit on a new line,
  // rather than breaking a label over two or pushing the last action past the card's edge.
  MuiCardActions: {
    defaultProps: { disableSpacing: true },
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ flexWrap: 'wrap', gap: theme.spacing(1) }),
    },
  },
  // On a phone a dialog takes the whole screen: with MUI's 32 px margins a form had 326 px left of 390.
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }: { theme: Theme }) => ({
        [theme.breakpoints.down('sm')]: {
          margin: 0,
          width: '100%',
          maxWidth: '100%',
          height: '100%',
          maxHeight: '100%',
          borderRadius: 0,
        },
      }),
    },
  },
  // On a phone an alert's actions (Rollback, Terminate, Continue) go under its message, which keeps
  // at least 60% of the line, rather than past the screen's right edge or squeezing the message.
  MuiAlert: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { flexWrap: 'wrap' } }),
      message: ({ theme }: { theme: Theme }) => ({
        [theme.breakpoints.down('sm')]: { flex: '1 1 60%', minWidth: 0 },
      }),
      action: ({ theme }: { theme: Theme }) => ({
        [theme.breakpoints.down('sm')]: { marginLeft: 'auto', paddingLeft: 0 },
      }),
    },
  },
  // A row of tabs wider than its place scrolls sideways (swiped on a phone) instead of cutting off its
  // last tabs; one that fits looks as before.
  MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto' } },
  // Unselected toggle buttons are drawn in action.active (4.49:1 on the light page background).
  MuiToggleButton: {
    styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ color: theme.palette.text.secondary }) },
  },
  // A disabled field's hint still explains the field (a policy's preset when editing): MUI's
  // text.disabled grey reads at 2.6:1, so hints keep the secondary text colour.
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '&.Mui-disabled': { color: theme.palette.text.secondary },
      }),
    },
  },
};
