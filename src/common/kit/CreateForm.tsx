import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { CreateBase } from 'react-admin';
import type { RaRecord, TransformData } from 'react-admin';
import { FrameForm } from './FrameForm';
import { useFormSaved } from './useFormSaved';

export interface CreateFormProps {
  /** The inputs, react-admin's (`<TextInput source="name" validate={…} />`). */
  children: ReactNode;
  /** The spec's success text, e.g. `resources.envs.notification.created`. */
  successMessage: string;
  /** Defaults to the resource of the route. */
  resource?: string;
  defaultValues?: Record<string, unknown>;
  /** The one place the values become the request body, when they differ. */
  transform?: TransformData;
  /** Passed to the data provider, e.g. `{ project }` for nested resources. */
  meta?: Record<string, unknown>;
  submitLabel?: string;
  onSaved?: (record: RaRecord) => void;
}

/**
 * Creates a record with react-admin's CreateBase (create permission required). A refusal is shown next to
 * Submit as `Message(BusinessCode)`, not toasted, and every typed value stays.
 */
export const CreateForm = ({
  children,
  successMessage,
  resource,
  defaultValues,
  transform,
  meta,
  submitLabel,
  onSaved,
}: CreateFormProps) => {
  const [refusal, setRefusal] = useState<unknown>();
  const saved = useFormSaved(successMessage, onSaved);
  return (
    <CreateBase
      resource={resource}
      redirect={false}
      transform={transform}
      mutationOptions={{ meta: { ...meta, ...ERROR_SHOWN_BY_PAGE }, onSuccess: saved, onError: setRefusal }}
    >
      <FrameForm
        refusal={refusal}
        onSubmitStart={() => setRefusal(undefined)}
        defaultValues={defaultValues}
        submitLabel={submitLabel}
      >
        {children}
      </FrameForm>
    </CreateBase>
  );
};
