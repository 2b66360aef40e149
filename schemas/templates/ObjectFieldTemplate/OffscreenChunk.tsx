import Grid from '@mui/material/Grid';
import type { ReactElement } from 'react';
import { memo } from 'react';
import { FieldGrid } from './FieldGrid';
import { GRID_COLUMNS } from './grid';
import { GridCell } from './GridCell';
import { sameField } from './sameField';
import { SkippedOffscreen } from './SkippedOffscreen';

export interface ChunkCell {
  name: string;
  span: number;
  /** RJSF's property element. */
  content: ReactElement;
}

interface OffscreenChunkProps {
  rows: number;
  /** The chunk's fields that are shown. */
  cells: ChunkCell[];
}

function sameChunk(prev: OffscreenChunkProps, next: OffscreenChunkProps): boolean {
  return (
    prev.rows === next.rows &&
    prev.cells.length === next.cells.length &&
    prev.cells.every((cell, index) => {
      const other = next.cells[index];
      return cell.name === other.name && cell.span === other.span && sameField(cell.content, other.content);
    })
  );
}

/**
 * Whole rows of simple fields in one box that the browser skips while it is off screen; a grid of its
 * own, spaced as the object's grid, so the fields sit where they would without it. Re-rendered only when
 * one of its fields changes.
 */
export const OffscreenChunk = memo(function OffscreenChunk({ rows, cells }: OffscreenChunkProps) {
  return (
    <Grid size={GRID_COLUMNS}>
      <SkippedOffscreen rows={rows}>
        <FieldGrid>
          {cells.map((cell) => (
            <GridCell key={cell.name} span={cell.span} skippedOffscreen={false}>
              {cell.content}
            </GridCell>
          ))}
        </FieldGrid>
      </SkippedOffscreen>
    </Grid>
  );
}, sameChunk);
