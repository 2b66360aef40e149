import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DeleteButton, EmptyState } from '@src/common/kit';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { RegistryRow } from './registryRows';

const field = (name: string) => `resources.addons.registry.fields.${name}`;

/** The registries: name, type, URL, the Gitlab repository when one is Gitlab, path or bucket, Remove. */
export const RegistryTable = ({ rows }: { rows: RegistryRow[] }) => {
  const translate = useTranslate();
  if (rows.length === 0) return <EmptyState text="resources.addons.registry.empty" />;
  const withRepo = rows.some((row) => row.type === 'Gitlab');
  const columns = ['name', 'type', 'url', ...(withRepo ? ['repo'] : []), 'path', 'actions'];
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(field(column))}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.type ? translate(`resources.addons.registry.types.${row.type}`) : ''}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.url}</TableCell>
            {withRepo ? <TableCell>{row.repo}</TableCell> : null}
            <TableCell>{row.path}</TableCell>
            <TableCell>
              <RecordContextProvider value={row}>
                <DeleteButton
                  label="resources.addons.registry.delete"
                  confirmText="resources.addons.registry.confirmDelete"
                  successMessage="resources.addons.registry.deleted"
                />
              </RecordContextProvider>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
