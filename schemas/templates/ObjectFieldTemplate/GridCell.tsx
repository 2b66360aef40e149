import Grid from '@mui/material/Grid';
import type { ReactElement } from 'react';
import { memo } from 'react';
import { GRID_COLUMNS } from './grid';
import { sameField } from './sameField';
import { SkippedOffscreen } from './SkippedOffscreen';

interface GridCellProps {
  /** Columns of 24 from the md breakpoint up; full width below. */
  span: number;
  /** Whether the browser may skip drawing the field while it is off screen (see `SkippedOffscreen`). */
  skippedOffscreen: boolean;
  /** RJSF's property element: a new element on every render of the object, even for an unchanged field. */
  children: ReactElement;
}

function sameCell(prev: GridCellProps, next: GridCellProps): boolean {
  return (
    prev.span === next.span &&
    prev.skippedOffscreen === next.skippedOffscreen &&
    sameField(prev.children, next.children)
  );
}

/** A grid item that skips its restyling, and its field, while the field's props stay the same. */
export const GridCell = memo(function GridCell({ span, skippedOffscreen, children }: GridCellProps) {
  return (
    <Grid size={{ xs: GRID_COLUMNS, md: span }}>
      {skippedOffscreen ? <SkippedOffscreen>{children}</SkippedOffscreen> : children}
    </Grid>
  );
}, sameCell);
