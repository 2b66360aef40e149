import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContainerInfo, Quantities } from '@dataProvider/verbs/podLogs';
import { useTranslate } from 'react-admin';
import { ContainerStateChip } from './ContainerStateChip';

const QuantityCell = ({ value }: { value: Quantities }) => {
  const translate = useTranslate();
  const parts = [
    value.cpu && translate('resources.appInstances.containers.cpu', { value: value.cpu }),
    value.memory && translate('resources.appInstances.containers.memory', { value: value.memory }),
  ].filter(Boolean);
  return <TableCell>{parts.length ? parts.join(', ') : '-'}</TableCell>;
};

/** The containers of a pod: state in its colour, image, requests and usage, restarts. */
export const ContainerTable = ({ containers, caption }: { containers: ContainerInfo[]; caption: string }) => {
  const translate = useTranslate();
  const column = (key: string) => translate(`resources.appInstances.containers.${key}`);
  if (containers.length === 0) {
    return <Typography color="text.secondary">{column('none')}</Typography>;
  }
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          {['name', 'state', 'image', 'requests', 'usage', 'restarts'].map((key) => (
            <TableCell key={key}>{column(key)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {containers.map((container) => (
          <TableRow key={container.name}>
            <TableCell>{container.name}</TableCell>
            <TableCell>
              <ContainerStateChip container={container} />
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{container.image}</TableCell>
            <QuantityCell value={container.requests} />
            <QuantityCell value={container.usage} />
            <TableCell>{container.restartCount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
