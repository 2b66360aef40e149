import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';
import type { AccessCheck } from './ConfirmButton';

export interface DeleteButtonProps {
  /** The spec's success text, e.g. `resources.envs.notification.deleted`. */
  successMessage: string;
  /** Defaults to "Unrecoverable after deletion, are you sure to delete it?". */
  confirmText?: string;
  label?: string;
  /** Defaults to `delete` on the record of this resource. */
  access?: AccessCheck;
  /** Passed to the data provider, e.g. `{ project }` for nested resources. */
  meta?: Record<string, unknown>;
}

/**
 * Deletes the record of the context (a table row) after confirmation, waiting for the server; lists of the
 * resource drop the row without a reload. Its accessible name carries the record: "Delete dev".
 */
export const DeleteButton = ({
  successMessage,
  confirmText,
  label = 'ra.action.delete',
  access,
  meta,
}: DeleteButtonProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const [deleteOne] = useDelete(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  if (!record) return null;
  return (
    <ConfirmButton
      label={label}
      icon={<DeleteIcon />}
      confirmText={confirmText}
      successMessage={successMessage}
      access={access ?? { action: 'delete', resource, record }}
      ariaLabel={`${translate(label, { _: label })} ${String(record.name ?? record.id)}`}
      onConfirm={() => deleteOne(resource, { id: record.id, previousData: record, meta })}
    />
  );
};
