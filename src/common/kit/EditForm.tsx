import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { EditBase, useCanAccess, useEditContext, useResourceContext, useTranslate } from 'react-admin';
import type { Identifier, RaRecord, TransformData } from 'react-admin';
import { ErrorState } from './ErrorState';
import { FormSkeleton } from './FormSkeleton';
import { FrameForm } from './FrameForm';
import { useFormSaved } from './useFormSaved';

export interface EditFormProps {
  /** The record to edit. */
  id: Identifier;
  /** The inputs; those that cannot change after creation get `disabled`. */
  children: ReactNode;
  /** The spec's success text, e.g. `resources.envs.notification.updated`. */
  successMessage: string;
  resource?: string;
  transform?: TransformData;
  meta?: Record<string, unknown>;
  submitLabel?: string;
  onSaved?: (record: RaRecord) => void;
}

/**
 * The record's own values for the fields the form leaves out: after a reset that keeps typed values,
 * react-hook-form sends no value for a disabled input (a name that cannot change), which the request needs.
 */
const withRecordValues =
  (transform?: TransformData): TransformData =>
  (data: Record<string, unknown>, options?: { previousData: RaRecord }) => {
    const previous: Record<string, unknown> = options?.previousData ?? {};
    const filled = Object.fromEntries(
      Object.keys({ ...previous, ...data }).map((key) => [
        key,
        data[key] === undefined ? previous[key] : data[key],
      ]),
    );
    return transform ? transform(filled, options) : filled;
  };

// The form shows a failed load itself; react-admin would toast and leave for the list.
const shownByForm = () => undefined;

/** The loaded record's form, a skeleton while it loads, or the failure with a Retry. */
const LoadedRecord = ({ children }: { children: ReactNode }) => {
  const { error, isPending, isFetching, refetch } = useEditContext();
  if (error) {
    return (
      <Box sx={{ p: 2 }}>
        <ErrorState error={error} onRetry={() => refetch()} retrying={isFetching} />
      </Box>
    );
  }
  return isPending ? <FormSkeleton /> : children;
};

/**
 * The form for those who may edit this very record (`role:{name}` update, not only `role:*`): react-admin's
 * own check knows no record, so it would send a user allowed on one object to the access-denied page.
 */
const RecordAccess = ({
  id,
  resource,
  children,
}: {
  id: Identifier;
  resource?: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const resourceName = useResourceContext({ resource }) ?? '';
  const { canAccess, isPending } = useCanAccess({ action: 'edit', resource: resourceName, record: { id } });
  if (isPending) return <FormSkeleton />;
  if (canAccess) return children;
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error">{translate('vela.accessDenied.text')}</Alert>
    </Box>
  );
};

/**
 * Edits a record with react-admin's EditBase, waiting for the server (pessimistic). A refusal is shown next
 * to Submit as `Message(BusinessCode)`, not toasted, and every typed value stays.
 */
export const EditForm = ({
  id,
  children,
  successMessage,
  resource,
  transform,
  meta,
  submitLabel,
  onSaved,
}: EditFormProps) => {
  const [refusal, setRefusal] = useState<unknown>();
  const saved = useFormSaved(successMessage, onSaved);
  const callMeta = { ...meta, ...ERROR_SHOWN_BY_PAGE };
  return (
    <RecordAccess id={id} resource={resource}>
      <EditBase
        id={id}
        disableAuthentication
        resource={resource}
        mutationMode="pessimistic"
        redirect={false}
        transform={withRecordValues(transform)}
        queryOptions={{ meta: callMeta, onError: shownByForm }}
        mutationOptions={{ meta: callMeta, onSuccess: saved, onError: setRefusal }}
      >
        <LoadedRecord>
          <FrameForm refusal={refusal} onSubmitStart={() => setRefusal(undefined)} submitLabel={submitLabel}>
            {children}
          </FrameForm>
        </LoadedRecord>
      </EditBase>
    </RecordAccess>
  );
};
