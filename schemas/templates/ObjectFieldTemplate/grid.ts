/** The object's grid: 24 columns, and the gaps that chunks of rows must repeat to keep fields in place. */
export const GRID_COLUMNS = 24;
export const COLUMN_SPACING = 2;
export const ROW_SPACING = 1.5;
