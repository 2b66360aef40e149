import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '@src/common/kit';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const KEY = 'resources.workflowStudio';

export interface StudioHeaderProps {
  /** The workflow's alias, else its name. */
  name: string;
  dirty: boolean;
  /** Save is offered only to who may change the workflow. */
  canSave: boolean;
  saving: boolean;
  refusal?: unknown;
  onSave: () => void;
  /** The More menu (Canary Rollout Setting), beside Save. */
  menu?: ReactNode;
}

/** The studio's title with an unsaved-changes marker, the More menu and Save, and a refused save's reason. */
export const StudioHeader = ({ name, dirty, canSave, saving, refusal, onSave, menu }: StudioHeaderProps) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Stack direction="row" alignItems="center" spacing={1} flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(`${KEY}.title`, { name })}
        </Typography>
        {dirty ? (
          <Chip size="small" color="warning" variant="outlined" label={translate(`${KEY}.unsaved`)} />
        ) : null}
        {menu}
        {canSave ? (
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={onSave}
            loading={saving}
            disabled={!dirty}
          >
            {translate(`${KEY}.action.save`)}
          </Button>
        ) : null}
      </Stack>
      {refusal ? (
        <Alert severity="error" role="alert">
          {errorText(refusal, translate)}
        </Alert>
      ) : null}
    </Stack>
  );
};
