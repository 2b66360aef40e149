import type { SxProps, Theme } from '@mui/material/styles';

/** cmdk draws unstyled elements marked with `cmdk-*` attributes; these give them the theme's look. */
export const paletteStyles: SxProps<Theme> = {
  '& [cmdk-input]': {
    width: '100%',
    boxSizing: 'border-box',
    border: 0,
    borderBottom: 1,
    borderColor: 'divider',
    outline: 'none',
    px: 2,
    py: 1.5,
    font: 'inherit',
    fontSize: '1rem',
    color: 'text.primary',
    bgcolor: 'transparent',
  },
  '& [cmdk-list]': { maxHeight: 400, overflowY: 'auto', py: 1 },
  '& [cmdk-group-heading]': {
    px: 2,
    pt: 1,
    pb: 0.5,
    typography: 'caption',
    fontWeight: 700,
    color: 'text.secondary',
  },
  '& [cmdk-item]': { px: 2, py: 1, cursor: 'pointer', typography: 'body2' },
  '& [cmdk-item][data-selected="true"]': { bgcolor: 'action.selected' },
  '& .palette-hint': { color: 'text.secondary', ml: 0.5 },
  '& [cmdk-empty], & [cmdk-loading], & .palette-failure': {
    px: 2,
    py: 1,
    typography: 'body2',
    color: 'text.secondary',
  },
  '& .palette-failure': { color: 'error.main' },
};
