import { alpha, type Theme } from '@mui/material/styles';

/**
 * ANSI colours as theme colours (readable on the log panel in either theme: a terminal's white and yellow are not on light paper),
 * given to the log view as classes so a row of spans costs no style computation.
 */
function ansiPalette(theme: Theme): Record<string, string> {
  const { palette } = theme;
  return {
    black: palette.text.primary,
    red: palette.error.main,
    green: palette.status.succeeded,
    yellow: palette.warning.main,
    blue: palette.primary.main,
    // The shade of primary further from the panel, so it reads on light and dark paper alike.
    magenta: palette.mode === 'dark' ? palette.primary.light : palette.primary.dark,
    cyan: palette.info.main,
    white: palette.text.secondary,
  };
}

export const fgClass = (colour: string) => `fg-${colour}`;
export const bgClass = (colour: string) => `bg-${colour}`;

/** The classes of every colour, bright variants drawn like the normal ones, and the search marks. */
export function logViewStyles(theme: Theme) {
  const styles: Record<string, object> = {
    '& .b': { fontWeight: 'bold' },
    '& .i': { fontStyle: 'italic' },
    '& .u': { textDecoration: 'underline' },
    '& mark': { backgroundColor: alpha(theme.palette.warning.main, 0.2), color: 'inherit' },
    '& mark.current': {
      backgroundColor: alpha(theme.palette.warning.main, 0.4),
      outline: `1px solid ${theme.palette.warning.main}`,
    },
  };
  for (const [name, colour] of Object.entries(ansiPalette(theme))) {
    for (const variant of [name, `bright-${name}`]) {
      styles[`& .${fgClass(variant)}`] = { color: colour };
      styles[`& .${bgClass(variant)}`] = { backgroundColor: alpha(colour, 0.15) };
    }
  }
  return styles;
}
