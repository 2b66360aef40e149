import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormLookups } from '@resources/definitions';
import { StudioCanvasPanel, useStepEditing, type StudioWorkflow } from '@resources/workflow';
import { useTranslate } from 'react-admin';

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
  const { actions, addStep, editors } = useStepEditing({
    workflow,
    onChange,
    canEdit,
    lookups,
    scope: 'WorkflowRun',
  });
  return (
    <Box>
      {addStep && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<AddIcon />} onClick={addStep}>
            {translate('resources.workflowStudio.action.addStep')}
          </Button>
        </Box>
      )}
      <StudioCanvasPanel
        workflow={workflow}
        onChange={onChange}
        actions={actions}
        emptyText="resources.pipelineStudio.graph.empty"
      />
      {editors}
    </Box>
  );
};
