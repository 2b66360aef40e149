import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { CanAccess, useRecordContext, useTranslate, type RaRecord } from 'react-admin';

export interface RowEditButtonProps {
  /** The button's text, e.g. `resources.envs.action.edit`. */
  label: string;
  /** The permission resource of this very record, e.g. `role:{name}`: the button shows only with `update` on it. */
  resource: string;
  onEdit: (name: string) => void;
}

/** Edit of the table row's record, named after it ("Edit dev", its id when it has no name), for those who may update it. */
export const RowEditButton = ({ label, resource, onEdit }: RowEditButtonProps) => {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord & { name?: string }>();
  if (!record) return null;
  const name = String(record.name ?? record.id);
  return (
    <CanAccess action="update" resource={resource}>
      <Button
        size="small"
        startIcon={<EditIcon />}
        aria-label={`${translate(label)} ${name}`}
        onClick={() => onEdit(name)}
      >
        {translate(label)}
      </Button>
    </CanAccess>
  );
};
