import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { runStatus, runTone } from '../shared/runStatus';
import { runPath } from '../shared/pipelinePaths';
import { StatusChip } from '@src/common/kit';
import { formatDateTime, formatRelativeTime } from '@src/common/format';
import { LinkBase, useLocaleState, useTranslate } from 'react-admin';
import type { PipelineRun } from '../shared/pipeline';

/**
 * The newest run: its name linking to its page, when it started, and its status; or that there was none
 * (the real server sends null, the sandbox a run without a name, as the contract requires one).
 */
export const LastRun = ({ run }: { run?: PipelineRun | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!run?.pipelineRunName) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.pipelines.runs.neverRan')}
      </Typography>
    );
  }
  const status = run.status.status;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Stack>
        <Link component={LinkBase} to={runPath(run.project.name, run.pipelineName, run.pipelineRunName)}>
          {run.pipelineRunName}
        </Link>
        <Typography variant="caption" color="text.secondary" title={formatDateTime(run.status.startTime)}>
          {formatRelativeTime(run.status.startTime, new Date(), locale)}
        </Typography>
      </Stack>
      <StatusChip label={`resources.pipelineRuns.status.${runStatus(status)}`} tone={runTone(status)} />
    </Stack>
  );
};
