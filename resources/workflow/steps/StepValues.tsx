import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

const COLUMN = 'resources.appWorkflowRecords.step.column';

/** A step's inputs or outputs as a table, or the spec's empty text. */
export const StepValues = <Row extends object>({
  rows,
  columns,
  empty,
}: {
  rows: Row[];
  columns: (keyof Row & string)[];
  empty: string;
}) => {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography color="text.secondary">{translate(empty)}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(`${COLUMN}.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {String(row[column] ?? '')}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
