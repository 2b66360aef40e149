import Stack from '@mui/material/Stack';
import { DeleteButton, RowEditButton } from '@src/common/kit';
import type { components } from '@src/types/api';
import { useRecordContext } from 'react-admin';

type Target = components['schemas']['v1.TargetBase'] & { id: string };

/** Edit and Remove of one target, each shown only to who may do it on this target. */
export const TargetRowActions = ({ onEdit }: { onEdit: (name: string) => void }) => {
  const target = useRecordContext<Target>();
  if (!target) return null;
  const resource = `target:${target.name}`;
  return (
    <Stack direction="row" spacing={1}>
      <RowEditButton label="resources.targets.action.edit" resource={resource} onEdit={onEdit} />
      <DeleteButton
        label="resources.targets.action.remove"
        successMessage="resources.targets.notification.deleted"
        access={{ action: 'delete', resource }}
      />
    </Stack>
  );
};
