import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import Chip from '@mui/material/Chip';
import type { ContainerInfo } from '@dataProvider/verbs/podLogs';
import { useTranslate } from 'react-admin';
import { CONTAINER_STATE_COLOUR } from './podStates';

/** A container's state in its colour, with the reason (CrashLoopBackOff, Completed) beside it. */
export const ContainerStateChip = ({ container }: { container: ContainerInfo }) => {
  const translate = useTranslate();
  const colour = CONTAINER_STATE_COLOUR[container.state];
  const state = translate(`resources.appInstances.state.${container.state}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<FiberManualRecordIcon />}
      label={container.reason ? `${state}: ${container.reason}` : state}
      title={container.message || undefined}
      sx={{ borderColor: colour, '& .MuiChip-icon': { color: colour, fontSize: 12 } }}
    />
  );
};
