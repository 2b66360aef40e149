import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useFormLookups } from '@resources/definitions';
import { CANVAS_HEIGHT } from '@resources/workflowStudio/canvasSize';
import type { StudioActions } from '@resources/workflowStudio/studioActions';
import { StepDialog, type StepDialogTarget } from '@resources/workflowStudio/StepDialog';
import { removeStep, type StudioWorkflow } from '@resources/workflowStudio/studioWorkflow';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense, useMemo, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

// React Flow is a chunk of its own, fetched when the canvas is first shown.
const StudioCanvas = lazyNamed(() => import('@resources/workflowStudio/StudioCanvas'), 'StudioCanvas');
const STUDIO = 'resources.workflowStudio';

/**
 * The pipeline's steps on the workflow studio's canvas: Add Step, each step opened for editing or deleted,
 * a group's sub steps, and dependsOn edges drawn in DAG mode. Who may not update the pipeline only reads it.
 */
export const StudioCanvasView = ({
  project,
  workflow,
  onChange,
  canEdit,
}: {
  project: string;
  workflow: StudioWorkflow;
  onChange: (workflow: StudioWorkflow) => void;
  canEdit: boolean;
}) => {
  const translate = useTranslate();
  const lookups = useFormLookups({ project });
  const [dialog, setDialog] = useState<StepDialogTarget>();
  const [deleting, setDeleting] = useState<string>();
  const actions = useMemo<StudioActions | undefined>(
    () =>
      canEdit
        ? {
            edit: (name) => setDialog({ add: false, name }),
            remove: setDeleting,
            addSubStep: (group) => setDialog({ add: true, parent: group }),
          }
        : undefined,
    [canEdit],
  );
  return (
    <Box>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<AddIcon />} onClick={() => setDialog({ add: true })}>
            {translate(`${STUDIO}.action.addStep`)}
          </Button>
        </Box>
      )}
      <Suspense fallback={<Skeleton variant="rectangular" height={CANVAS_HEIGHT} />}>
        <StudioCanvas
          workflow={workflow}
          onChange={onChange}
          actions={actions}
          emptyText="resources.pipelineStudio.graph.empty"
        />
      </Suspense>
      <StepDialog
        target={dialog}
        workflow={workflow}
        onChange={onChange}
        onClose={() => setDialog(undefined)}
        lookups={lookups}
        scope="WorkflowRun"
      />
      <Confirm
        isOpen={deleting !== undefined}
        title="vela.kit.confirm.title"
        content={translate(`${STUDIO}.confirm.delete`, { name: deleting ?? '' })}
        onConfirm={() => {
          if (deleting) onChange(removeStep(workflow, deleting));
          setDeleting(undefined);
        }}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
};
