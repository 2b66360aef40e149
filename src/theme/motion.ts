import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import type { RaThemeOptions } from 'react-admin';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Drawers, dialogs, menus and collapses appear and go at once: no slide, fade or grow. */
const stillTransitions: RaThemeOptions['transitions'] = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/**
 * The themes as the user's system asks for them: with "reduce motion" set (an accessibility setting of
 * every desktop and phone system), nothing on the page moves on its own between two states.
 */
export function useMotionThemes(light: RaThemeOptions, dark: RaThemeOptions) {
  const still = useMediaQuery(REDUCED_MOTION, { noSsr: true });
  return useMemo(
    () =>
      still
        ? {
            lightTheme: { ...light, transitions: stillTransitions },
            darkTheme: { ...dark, transitions: stillTransitions },
          }
        : { lightTheme: light, darkTheme: dark },
    [still, light, dark],
  );
}
