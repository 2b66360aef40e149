import Grid from '@mui/material/Grid';
import { deepEquals } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { memo } from 'react';

interface GridCellProps {
  /** Columns of 24 from the md breakpoint up; full width below. */
  span: number;
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
    prev.children.type === next.children.type &&
    prev.children.key === next.children.key &&
    sameProperty(
      prev.children.props as Record<string, unknown>,
      next.children.props as Record<string, unknown>,
    )
  );
}

/** A grid item that skips its restyling, and its field, while the field's props stay the same. */
export const GridCell = memo(function GridCell({ span, children }: GridCellProps) {
  return <Grid size={{ xs: 24, md: span }}>{children}</Grid>;
}, sameCell);
