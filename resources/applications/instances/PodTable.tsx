import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PodSummary } from '@dataProvider/verbs/podLogs';
import { useTranslate } from 'react-admin';
import { PodRow } from './PodRow';
import { POD_COLUMNS } from './podStates';

interface PodTableProps {
  pods: PodSummary[];
  /** The pod whose row is open. */
  openPod: string;
  onToggle: (pod: string) => void;
  logsPath: (pod: PodSummary) => string;
}

/** Pods with expandable rows: one row open at a time, the one the address names. */
export const PodTable = ({ pods, openPod, onToggle, logsPath }: PodTableProps) => {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('resources.appInstances.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {POD_COLUMNS.map((key) => (
              <TableCell key={key}>{translate(`resources.appInstances.columns.${key}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {pods.map((pod) => (
            <PodRow
              key={`${pod.cluster}/${pod.namespace}/${pod.name}`}
              pod={pod}
              open={pod.name === openPod}
              onToggle={() => onToggle(pod.name)}
              logsPath={logsPath(pod)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
