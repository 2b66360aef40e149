import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { COLUMN_SPACING, GRID_COLUMNS, ROW_SPACING } from './grid';

/** A grid container for an object's fields, or for a chunk of its rows, spaced alike. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Grid container columns={GRID_COLUMNS} columnSpacing={COLUMN_SPACING} rowSpacing={ROW_SPACING}>
      {children}
    </Grid>
  );
}
