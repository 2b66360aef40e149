import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PodSummary } from '@dataProvider/verbs/podLogs';
import { PanelBoundary, StatusChip } from '@src/common/kit';
import { formatDateTime } from '@src/common/format';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PodDetailPanel } from './PodDetailPanel';
import { POD_COLUMNS, podPhaseTone } from './podStates';

interface PodRowProps {
  pod: PodSummary;
  open: boolean;
  onToggle: () => void;
  /** The address of its logs on the logs page. */
  logsPath: string;
}

/** A pod, and below it (when open) its containers and events. */
export const PodRow = ({ pod, open, onToggle, logsPath }: PodRowProps) => {
  const translate = useTranslate();
  const detailId = `pod-detail-${pod.cluster}-${pod.name}`;
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={translate('resources.appInstances.expand', { name: pod.name })}
            onClick={onToggle}
          >
            {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {pod.name}
        </TableCell>
        <TableCell>{pod.component}</TableCell>
        <TableCell>{pod.cluster}</TableCell>
        <TableCell>
          <StatusChip label={pod.phase || '-'} tone={podPhaseTone(pod.phase)} />
        </TableCell>
        <TableCell>{pod.podIP || '-'}</TableCell>
        <TableCell>{pod.nodeName || '-'}</TableCell>
        <TableCell>{pod.deployVersion || '-'}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(pod.creationTime)}</TableCell>
        <TableCell>
          <Button
            size="small"
            component={Link}
            to={logsPath}
            aria-label={translate('resources.appInstances.logsOf', { name: pod.name })}
          >
            {translate('resources.appInstances.logs')}
          </Button>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={POD_COLUMNS.length + 1} sx={{ py: 0 }} id={detailId}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <PanelBoundary name="resources.appInstances.detail">
              <PodDetailPanel pod={pod} />
            </PanelBoundary>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
};
