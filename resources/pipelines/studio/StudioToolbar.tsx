import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { ModeSelect, StudioViewSwitch, type StudioView } from '@resources/workflow';
import { CanAccess, useTranslate } from 'react-admin';

const KEY = 'resources.pipelineStudio';
const VIEW_LABELS = { group: `${KEY}.view.label`, canvas: `${KEY}.view.visual`, yaml: `${KEY}.view.yaml` };

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

/** Visual or YAML, the unsaved-changes mark, the run modes and Save. */
export const StudioToolbar = (props: StudioToolbarProps) => {
  const translate = useTranslate();
  const { view, mode, subMode, onModes } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <StudioViewSwitch view={view} onChange={props.onView} labels={VIEW_LABELS} />
      <Box sx={{ flexGrow: 1 }} />
      {props.changed && <Chip size="small" color="warning" label={translate(`${KEY}.unsaved`)} />}
      <ModeSelect
        label={`${KEY}.mode`}
        value={mode}
        onChange={(next) => onModes({ mode: next, subMode })}
        minWidth={140}
      />
      <ModeSelect
        label={`${KEY}.subMode`}
        value={subMode}
        onChange={(next) => onModes({ mode, subMode: next })}
        minWidth={140}
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
