import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DeleteButton } from '@src/common/kit';
import type { components } from '@src/types/api';
import { CanAccess, useRecordContext, useTranslate } from 'react-admin';

type Env = components['schemas']['v1.Env'] & { id: string };

/** Edit and Remove of one environment, each shown only to who may do it in its project. */
export const EnvRowActions = ({ onEdit }: { onEdit: (name: string) => void }) => {
  const translate = useTranslate();
  const env = useRecordContext<Env>();
  if (!env) return null;
  const resource = `project:${env.project.name}/environment:${env.name}`;
  return (
    <Stack direction="row" spacing={1}>
      <CanAccess action="update" resource={resource}>
        <Button
          size="small"
          startIcon={<EditIcon />}
          onClick={() => onEdit(env.name)}
          aria-label={`${translate('resources.envs.action.edit')} ${env.name}`}
        >
          {translate('resources.envs.action.edit')}
        </Button>
      </CanAccess>
      <DeleteButton
        label="resources.envs.action.remove"
        successMessage="resources.envs.notification.deleted"
        access={{ action: 'delete', resource }}
      />
    </Stack>
  );
};
