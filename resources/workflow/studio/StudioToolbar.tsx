import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { ModeSelect, StudioViewSwitch } from './StudioControls';
import type { StudioWorkflow } from './studioWorkflow';
import type { StudioView } from './useStudioView';

const KEY = 'resources.workflowStudio';
const VIEW_LABELS = { group: `${KEY}.view.label`, canvas: `${KEY}.view.canvas`, yaml: `${KEY}.view.yaml` };

export interface StudioToolbarProps {
  workflow: StudioWorkflow;
  onChange: (workflow: StudioWorkflow) => void;
  view: StudioView;
  onViewChange: (view: StudioView) => void;
  /** Adds a top-level step; absent when the workflow cannot be changed. */
  onAddStep?: () => void;
}

/** The mode and sub mode selectors, the canvas or YAML switch, and Add Step. */
export const StudioToolbar = ({ workflow, onChange, view, onViewChange, onAddStep }: StudioToolbarProps) => {
  const translate = useTranslate();
  const readOnly = !onAddStep;
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <ModeSelect
        label={`${KEY}.fields.mode`}
        value={workflow.mode}
        onChange={(mode) => onChange({ ...workflow, mode })}
        disabled={readOnly}
        modes={`${KEY}.mode`}
        minWidth={160}
      />
      <ModeSelect
        label={`${KEY}.fields.subMode`}
        value={workflow.subMode}
        onChange={(subMode) => onChange({ ...workflow, subMode })}
        disabled={readOnly}
        modes={`${KEY}.mode`}
        minWidth={160}
      />
      <StudioViewSwitch view={view} onChange={onViewChange} labels={VIEW_LABELS} />
      {onAddStep ? (
        <Button startIcon={<AddIcon />} onClick={onAddStep} sx={{ ml: 'auto' }}>
          {translate(`${KEY}.action.addStep`)}
        </Button>
      ) : null}
    </Stack>
  );
};
