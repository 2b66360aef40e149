import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Names every spinner of the console in the user's language. react-admin's own have no name (a select
 * still waiting for its choices shows one after a second), and a progress bar without a name is a
 * serious accessibility violation; a spinner given a name or hidden by its caller keeps its own.
 */
export const NamedProgress = ({ children }: { children: ReactNode }) => {
  const label = useTranslate()('vela.page.loading');
  const withNamedProgress = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { 'aria-label': label, ...outer.components?.MuiCircularProgress?.defaultProps },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={withNamedProgress}>{children}</ThemeProvider>;
};
