import { formatDateTime } from '@src/common/format';
import type { ExportColumn } from '@src/common/kit';
import type { Pipeline } from '../shared/pipeline';
import { runStatus } from '../shared/runStatus';

/** The pipeline table's columns, for its Export: the week's runs as their count, the last run with its status. */
export const pipelineColumns = (showProject: boolean): ExportColumn<Pipeline>[] => [
  { source: 'name' },
  { source: 'alias' },
  ...(showProject ? [{ source: 'project' }] : []),
  { source: 'description' },
  { source: 'createTime', value: (pipeline) => formatDateTime(pipeline.createTime) },
  { source: 'runs', value: (pipeline) => pipeline.info?.runStat.total },
  {
    source: 'lastRun',
    value: (pipeline, translate) => {
      const run = pipeline.info?.lastRun;
      if (!run?.pipelineRunName) return translate('resources.pipelines.runs.neverRan');
      const status = translate(`resources.pipelineRuns.status.${runStatus(run.status.status)}`);
      return `${run.pipelineRunName} (${status})`;
    },
  },
];
