import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CanAccess, useTranslate } from 'react-admin';

const KEY = 'resources.pipelineStudio';
const WORKFLOW_MODES = ['StepByStep', 'DAG'] as const;
export type StudioView = 'visual' | 'yaml';

export interface StudioToolbarProps {
  view: StudioView;
  onView: (view: StudioView) => void;
  mode: string;
  subMode: string;
  onModes: (modes: { mode: string; subMode: string }) => void;
  changed: boolean;
  canSave: boolean;
  saving: boolean;
  onSave: () => void;
  /** `project:{p}/pipeline:{n}`: Save needs update there. */
  resource: string;
}

const ModeSelect = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 140 }}
    >
      {WORKFLOW_MODES.map((mode) => (
        <MenuItem key={mode} value={mode}>
          {mode}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Visual or YAML, the unsaved-changes mark, the run modes and Save. */
export const StudioToolbar = (props: StudioToolbarProps) => {
  const translate = useTranslate();
  const { view, mode, subMode, onModes } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        aria-label={translate(`${KEY}.view.label`)}
        onChange={(_, next: StudioView | null) => {
          if (next) props.onView(next);
        }}
      >
        <ToggleButton value="visual">{translate(`${KEY}.view.visual`)}</ToggleButton>
        <ToggleButton value="yaml">{translate(`${KEY}.view.yaml`)}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flexGrow: 1 }} />
      {props.changed && <Chip size="small" color="warning" label={translate(`${KEY}.unsaved`)} />}
      <ModeSelect label={`${KEY}.mode`} value={mode} onChange={(next) => onModes({ mode: next, subMode })} />
      <ModeSelect
        label={`${KEY}.subMode`}
        value={subMode}
        onChange={(next) => onModes({ mode, subMode: next })}
      />
      <CanAccess action="update" resource={props.resource}>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={!props.canSave}
          loading={props.saving}
          onClick={props.onSave}
        >
          {translate(`${KEY}.action.save`)}
        </Button>
      </CanAccess>
    </Box>
  );
};
