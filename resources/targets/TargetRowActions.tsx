import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DeleteButton } from '@src/common/kit';
import type { components } from '@src/types/api';
import { CanAccess, useRecordContext, useTranslate } from 'react-admin';

type Target = components['schemas']['v1.TargetBase'] & { id: string };

/** Edit and Remove of one target, each shown only to who may do it on this target. */
export const TargetRowActions = ({ onEdit }: { onEdit: (name: string) => void }) => {
  const translate = useTranslate();
  const target = useRecordContext<Target>();
  if (!target) return null;
  const resource = `target:${target.name}`;
  return (
    <Stack direction="row" spacing={1}>
      <CanAccess action="update" resource={resource}>
        <Button
          size="small"
          startIcon={<EditIcon />}
          onClick={() => onEdit(target.name)}
          aria-label={`${translate('resources.targets.action.edit')} ${target.name}`}
        >
          {translate('resources.targets.action.edit')}
        </Button>
      </CanAccess>
      <DeleteButton
        label="resources.targets.action.remove"
        successMessage="resources.targets.notification.deleted"
        access={{ action: 'delete', resource }}
      />
    </Stack>
  );
};
