import Grid from '@mui/material/Grid';
import { styled } from '@mui/material/styles';
import { deepEquals } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { memo } from 'react';

interface GridCellProps {
  /** Columns of 24 from the md breakpoint up; full width below. */
  span: number;
  /** Whether the browser may skip drawing the field while it is off screen (see `SkippedOffscreen`). */
  skippedOffscreen: boolean;
  /** RJSF's property element: a new element on every render of the object, even for an unchanged field. */
  children: ReactElement;
}

function sameProp(key: string, prev: unknown, next: unknown): boolean {
  if (Object.is(prev, next)) return true;
  // RJSF's own memo takes callbacks as equal, and copies the schema on every change of the object.
  if (typeof prev === 'function') return typeof next === 'function';
  return key === 'schema' && deepEquals(prev, next);
}

/** Whether RJSF would skip the property's field, compared the way its SchemaField compares, only cheaper. */
function sameProperty(prev: Record<string, unknown>, next: Record<string, unknown>): boolean {
  const keys = Object.keys(prev);
  return keys.length === Object.keys(next).length && keys.every((key) => sameProp(key, prev[key], next[key]));
}

function sameCell(prev: GridCellProps, next: GridCellProps): boolean {
  return (
    prev.span === next.span &&
    prev.skippedOffscreen === next.skippedOffscreen &&
    prev.children.type === next.children.type &&
    prev.children.key === next.children.key &&
    sameProperty(
      prev.children.props as Record<string, unknown>,
      next.children.props as Record<string, unknown>,
    )
  );
}

/** How far a field draws past its cell: the outlined label's top half and a switch's focus ripple. */
const REACH = '12px';

/**
 * Lets the browser skip layout, paint and hit testing of a field while it is off screen: in a
 * 200-field form that work, redone on every keystroke, no longer fits in one frame. Content
 * visibility clips to the padding box, so the padding takes in what the field draws past the cell
 * and the negative margin keeps the field where it was.
 */
const SkippedOffscreen = styled('div')({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 56px',
  paddingTop: REACH,
  paddingLeft: REACH,
  marginTop: `-${REACH}`,
  marginLeft: `-${REACH}`,
});

/** A grid item that skips its restyling, and its field, while the field's props stay the same. */
export const GridCell = memo(function GridCell({ span, skippedOffscreen, children }: GridCellProps) {
  return (
    <Grid size={{ xs: 24, md: span }}>
      {skippedOffscreen ? <SkippedOffscreen>{children}</SkippedOffscreen> : children}
    </Grid>
  );
}, sameCell);
