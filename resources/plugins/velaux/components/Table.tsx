import MuiTable from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Children, isValidElement, type ReactNode } from 'react';
import { locale } from '../locale';

/** A row of server data: any object, read by the columns' paths. */
type Row = object;

export interface ColumnProps {
  title?: ReactNode;
  /** The field shown, a dotted path into the row (`status.capacity.cpu`). */
  dataIndex?: string;
  /** Draws the cell from the field's value, its row index and the row. */
  cell?: (value: unknown, index: number, record: Row) => ReactNode;
  width?: number | string;
}

export interface TableProps {
  dataSource?: Row[];
  primaryKey?: string;
  loading?: boolean;
  locale?: { empty?: string };
  emptyContent?: ReactNode;
  className?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

/** A column's description: Table reads its props and never renders it. */
const Column = (_props: ColumnProps) => null;

function valueAt(row: Row, path: string | undefined): unknown {
  if (!path) return undefined;
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], row);
}

/** Server data shows as text; only a column's own `cell` draws anything else. */
function textOf(value: unknown): ReactNode {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const TableRoot = ({ dataSource = [], primaryKey = 'id', children, ...props }: TableProps) => {
  const columns = Children.toArray(children)
    .filter(isValidElement)
    .map((child) => child.props as ColumnProps);
  const empty = props.emptyContent ?? props.locale?.empty ?? locale().Table.empty;
  return (
    <MuiTable
      size="small"
      className={props.className}
      aria-label={props['aria-label']}
      aria-busy={props.loading}
    >
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={index} style={{ width: column.width }}>
              {column.title}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {dataSource.length === 0 && (
          <TableRow>
            <TableCell colSpan={Math.max(columns.length, 1)} align="center">
              {empty}
            </TableCell>
          </TableRow>
        )}
        {dataSource.map((row, rowIndex) => (
          <TableRow key={String(valueAt(row, primaryKey) ?? rowIndex)}>
            {columns.map((column, index) => {
              const value = valueAt(row, column.dataIndex);
              return (
                <TableCell key={index}>
                  {column.cell ? column.cell(value, rowIndex, row) : textOf(value)}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </MuiTable>
  );
};

/** Fusion's Table with `Table.Column` children. */
export const Table = Object.assign(TableRoot, { Column });
