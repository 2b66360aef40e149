import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { WORKFLOW_MODES, type WorkflowMode } from './studioWorkflow';
import type { StudioView } from './useStudioView';

export interface ModeSelectProps {
  /** The field's label (a catalog key). */
  label: string;
  value: string;
  onChange: (mode: WorkflowMode) => void;
  disabled?: boolean;
  /** The catalog prefix of the modes' names (`<modes>.DAG`); without it they show as the server names them. */
  modes?: string;
  minWidth: number;
}

/** How the steps run, or the sub steps of a group: StepByStep or DAG. */
export const ModeSelect = ({ label, value, onChange, disabled, modes, minWidth }: ModeSelectProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value as WorkflowMode)}
      disabled={disabled}
      sx={{ minWidth }}
    >
      {WORKFLOW_MODES.map((mode) => (
        <MenuItem key={mode} value={mode}>
          {modes ? translate(`${modes}.${mode}`) : mode}
        </MenuItem>
      ))}
    </TextField>
  );
};

export interface StudioViewSwitchProps {
  view: StudioView;
  onChange: (view: StudioView) => void;
  /** The catalog keys of the switch's name and of its two views. */
  labels: { group: string; canvas: string; yaml: string };
}

/** The steps drawn on the canvas, or written as YAML. */
export const StudioViewSwitch = ({ view, onChange, labels }: StudioViewSwitchProps) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      onChange={(_event, next: StudioView | null) => next && onChange(next)}
      aria-label={translate(labels.group)}
    >
      <ToggleButton value="canvas">{translate(labels.canvas)}</ToggleButton>
      <ToggleButton value="yaml">{translate(labels.yaml)}</ToggleButton>
    </ToggleButtonGroup>
  );
};
