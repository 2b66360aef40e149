import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PodEvent } from '@dataProvider/verbs/podLogs';
import { formatDateTime } from '@src/common/format';
import { useTranslate } from 'react-admin';

/** A pod's events, as Kubernetes reported them. */
export const PodEventTable = ({ events, caption }: { events: PodEvent[]; caption: string }) => {
  const translate = useTranslate();
  const column = (key: string) => translate(`resources.appInstances.events.${key}`);
  if (events.length === 0) return <Typography color="text.secondary">{column('none')}</Typography>;
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          {['type', 'reason', 'message', 'time'].map((key) => (
            <TableCell key={key}>{column(key)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event, index) => (
          <TableRow key={`${event.reason}-${event.time}-${index}`}>
            <TableCell sx={{ fontWeight: event.type === 'Warning' ? 'bold' : undefined }}>
              {event.type}
            </TableCell>
            <TableCell>{event.reason}</TableCell>
            <TableCell>{event.message}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.time)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
