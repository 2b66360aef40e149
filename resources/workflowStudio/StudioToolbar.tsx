import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { WORKFLOW_MODES, type StudioWorkflow, type WorkflowMode } from './studioWorkflow';

const KEY = 'resources.workflowStudio';

export type StudioView = 'canvas' | 'yaml';

export interface StudioToolbarProps {
  workflow: StudioWorkflow;
  onChange: (workflow: StudioWorkflow) => void;
  view: StudioView;
  onViewChange: (view: StudioView) => void;
  /** Adds a top-level step; absent when the workflow cannot be changed. */
  onAddStep?: () => void;
}

const ModeSelect = ({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: WorkflowMode;
  onChange: (mode: WorkflowMode) => void;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value as WorkflowMode)}
      disabled={disabled}
      sx={{ minWidth: 160 }}
    >
      {WORKFLOW_MODES.map((mode) => (
        <MenuItem key={mode} value={mode}>
          {translate(`${KEY}.mode.${mode}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

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
      />
      <ModeSelect
        label={`${KEY}.fields.subMode`}
        value={workflow.subMode}
        onChange={(subMode) => onChange({ ...workflow, subMode })}
        disabled={readOnly}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: StudioView | null) => next && onViewChange(next)}
        aria-label={translate(`${KEY}.view.label`)}
      >
        <ToggleButton value="canvas">{translate(`${KEY}.view.canvas`)}</ToggleButton>
        <ToggleButton value="yaml">{translate(`${KEY}.view.yaml`)}</ToggleButton>
      </ToggleButtonGroup>
      {onAddStep ? (
        <Button startIcon={<AddIcon />} onClick={onAddStep} sx={{ ml: 'auto' }}>
          {translate(`${KEY}.action.addStep`)}
        </Button>
      ) : null}
    </Stack>
  );
};
