import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { studioPath } from '../shared/pipelinePaths';
import { displayName } from '@dataProvider/displayName';
import { formatDateTime } from '@src/common/format';
import { DataTable, LinkBase } from 'react-admin';
import { LastRun } from './LastRun';
import type { Pipeline } from '../shared/pipeline';
import { PipelineRowActions, type PipelineRowActionsProps } from './PipelineRowActions';
import { RunsChart } from './RunsChart';

const nameAndAlias = (pipeline: Pipeline) =>
  pipeline.alias ? `${pipeline.name}(${pipeline.alias})` : pipeline.name;

/** Name(Alias) opening the studio, with the description below it. */
const NameCell = ({ pipeline }: { pipeline: Pipeline }) => (
  <Stack>
    <Link component={LinkBase} to={studioPath(pipeline.project.name, pipeline.name)}>
      {nameAndAlias(pipeline)}
    </Link>
    {pipeline.description ? (
      <Typography variant="caption" color="text.secondary">
        {pipeline.description}
      </Typography>
    ) : null}
  </Stack>
);

const ProjectCell = ({ pipeline }: { pipeline: Pipeline }) => (
  <Link component={LinkBase} to={`/projects/${encodeURIComponent(pipeline.project.name)}/summary`}>
    {displayName(pipeline.project)}
  </Link>
);

/** The pipelines with their runs of the week and their last run; the project column only across projects. */
export const PipelineTable = ({
  showProject,
  onOpen,
}: { showProject: boolean } & PipelineRowActionsProps) => (
  <DataTable<Pipeline> bulkActionButtons={false} rowClick={false}>
    <DataTable.Col<Pipeline>
      source="name"
      label="resources.pipelines.fields.nameAlias"
      render={(pipeline) => <NameCell pipeline={pipeline} />}
    />
    {showProject ? (
      <DataTable.Col<Pipeline>
        source="project"
        disableSort
        render={(pipeline) => <ProjectCell pipeline={pipeline} />}
      />
    ) : null}
    <DataTable.Col<Pipeline> source="createTime" render={(pipeline) => formatDateTime(pipeline.createTime)} />
    <DataTable.Col<Pipeline>
      source="runs"
      disableSort
      render={(pipeline) => <RunsChart stat={pipeline.info?.runStat} />}
    />
    <DataTable.Col<Pipeline>
      source="lastRun"
      disableSort
      render={(pipeline) => <LastRun run={pipeline.info?.lastRun} />}
    />
    <DataTable.Col source="actions" disableSort>
      <PipelineRowActions onOpen={onOpen} />
    </DataTable.Col>
  </DataTable>
);
