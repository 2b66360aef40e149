import { GRID_COLUMNS } from './grid';

/** A property as the grid lays it out: its name, its columns of 24, and whether it may be skipped off screen. */
export interface GridProperty {
  name: string;
  span: number;
  drawnInItsCell: boolean;
}

/** A field of its own in the object's grid. */
export interface FieldSegment {
  kind: 'field';
  property: GridProperty;
}

/** Whole rows of fields that the browser may skip together while they are off screen. */
export interface ChunkSegment {
  kind: 'chunk';
  /** Made of its first property's name, which no other segment of the object has. */
  key: string;
  properties: GridProperty[];
  rows: number;
}

export type GridSegment = FieldSegment | ChunkSegment;

/** Rows as the grid wraps them: a property starts a new row when it does not fit beside the ones before it. */
function rowsOf(properties: readonly GridProperty[]): GridProperty[][] {
  const rows: GridProperty[][] = [];
  let used = GRID_COLUMNS;
  for (const property of properties) {
    const span = Math.min(Math.max(property.span, 1), GRID_COLUMNS);
    if (used + span > GRID_COLUMNS) {
      rows.push([]);
      used = 0;
    }
    used += span;
    rows[rows.length - 1].push(property);
  }
  return rows;
}

/**
 * Groups an object's properties for the grid. Runs of whole rows whose fields stay inside their cells
 * become chunks of at most `rowsPerChunk` rows, so that the browser tracks one off-screen box per chunk
 * rather than per field; rows holding a list, a group or an editor stay fields of their own. The chunks
 * follow the schema alone, not the values, so a field never moves to another chunk while it is typed in;
 * and a chunk starts and ends where a row does, so the fields sit where the flat grid would put them.
 */
export function chunkOffscreenRows(properties: readonly GridProperty[], rowsPerChunk: number): GridSegment[] {
  const segments: GridSegment[] = [];
  let chunk: ChunkSegment | undefined;
  for (const row of rowsOf(properties)) {
    if (!row.every((property) => property.drawnInItsCell)) {
      chunk = undefined;
      segments.push(...row.map((property): FieldSegment => ({ kind: 'field', property })));
      continue;
    }
    if (!chunk || chunk.rows === rowsPerChunk) {
      chunk = { kind: 'chunk', key: `chunk:${row[0].name}`, properties: [], rows: 0 };
      segments.push(chunk);
    }
    chunk.properties.push(...row);
    chunk.rows += 1;
  }
  return segments;
}
