import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { VelaDataProvider } from '@dataProvider/index';
import { RunPipelineDialog } from '../shared/RunPipelineDialog';
import { ConfirmButton } from '@src/common/kit';
import { useState, type ReactNode } from 'react';
import { CanAccess, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { contextResource, drawerId, pipelineResource, type Pipeline } from '../shared/pipeline';

interface RowButtonProps {
  label: string;
  name: string;
  icon: ReactNode;
  onClick: () => void;
}

/** A row's action, named after its pipeline ("Clone release"). */
const RowButton = ({ label, name, icon, onClick }: RowButtonProps) => {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={icon} aria-label={`${translate(label)} ${name}`} onClick={onClick}>
      {translate(label)}
    </Button>
  );
};

export interface PipelineRowActionsProps {
  /** Opens a drawer (`contexts`, `clone`) for the pipeline `{project}/{name}`. */
  onOpen: (drawer: string, id: string) => void;
}

/** Run, Contexts, Clone and Remove of one pipeline, each shown only to who may do it in its project. */
export const PipelineRowActions = ({ onOpen }: PipelineRowActionsProps) => {
  const translate = useTranslate();
  const pipeline = useRecordContext<Pipeline>();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  if (!pipeline) return null;
  const project = pipeline.project.name;
  const id = drawerId(project, pipeline.name);
  return (
    <Stack direction="row" useFlexGap columnGap={1} flexWrap="wrap">
      <CanAccess action="run" resource={pipelineResource(project, pipeline.name)}>
        <RowButton
          label="resources.pipelineStudio.action.run"
          name={pipeline.name}
          icon={<PlayArrowIcon />}
          onClick={() => setRunning(true)}
        />
      </CanAccess>
      <CanAccess action="list" resource={contextResource(project, pipeline.name)}>
        <RowButton
          label="resources.pipelines.action.contexts"
          name={pipeline.name}
          icon={<TuneIcon />}
          onClick={() => onOpen('contexts', id)}
        />
      </CanAccess>
      <CanAccess action="create" resource={pipelineResource(project)}>
        <RowButton
          label="resources.pipelines.action.clone"
          name={pipeline.name}
          icon={<ContentCopyIcon />}
          onClick={() => onOpen('clone', id)}
        />
      </CanAccess>
      <ConfirmButton
        label="resources.pipelines.action.remove"
        icon={<DeleteIcon />}
        ariaLabel={`${translate('resources.pipelines.action.remove')} ${pipeline.name}`}
        access={{ action: 'delete', resource: pipelineResource(project, pipeline.name) }}
        successMessage="resources.pipelines.notification.deleted"
        onConfirm={async () => {
          await dataProvider.deletePipeline({ project, pipeline: pipeline.name });
          refresh();
        }}
      />
      {running && (
        <RunPipelineDialog address={{ project, pipeline: pipeline.name }} onClose={() => setRunning(false)} />
      )}
    </Stack>
  );
};
