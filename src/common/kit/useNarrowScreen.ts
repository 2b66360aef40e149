import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * True below the `md` breakpoint (900 px), where a phone or a narrow window cannot hold the side
 * navigation beside the page. Where the window has no matchMedia, the wide layout is drawn.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
}
