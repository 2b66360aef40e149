import Stack from '@mui/material/Stack';
import { DeleteButton, RowEditButton } from '@src/common/kit';
import type { components } from '../../contract/api';
import { useRecordContext } from 'react-admin';

type Env = components['schemas']['v1.Env'] & { id: string };

/** Edit and Remove of one environment, each shown only to who may do it in its project. */
export const EnvRowActions = ({ onEdit }: { onEdit: (name: string) => void }) => {
  const env = useRecordContext<Env>();
  if (!env) return null;
  const resource = `project:${env.project.name}/environment:${env.name}`;
  return (
    <Stack direction="row" spacing={1}>
      <RowEditButton label="resources.envs.action.edit" resource={resource} onEdit={onEdit} />
      <DeleteButton
        label="resources.envs.action.remove"
        successMessage="resources.envs.notification.deleted"
        access={{ action: 'delete', resource }}
      />
    </Stack>
  );
};
