import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DetailSection } from './DetailSection';

interface Props {
  title: string;
  columns: string[];
  rows: ReactNode[][];
}

/** One part of the status dialog: a small table, or a line saying there is nothing yet. */
export const StatusTable = ({ title, columns, rows }: Props) => {
  const translate = useTranslate();
  return (
    <DetailSection title={title}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.addons.statusDialog.none')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{translate(column)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((cells, row) => (
              // Rows have no identity of their own: the status lists them in its order.
              <TableRow key={row}>
                {cells.map((cell, column) => (
                  <TableCell key={columns[column]}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DetailSection>
  );
};
