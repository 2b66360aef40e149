import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FrameForm } from './FrameForm';
import { useFormSaved } from './useFormSaved';

export interface ActionFormProps {
  children: ReactNode;
  /**
   * Sends the values (a custom verb: reset password, deploy, distribute). Pass `meta` into the data
   * provider call, so its refusal is shown here and not toasted as well.
   */
  onSubmit: (values: FieldValues, meta: typeof ERROR_SHOWN_BY_PAGE) => Promise<unknown>;
  /** The spec's success text; none for a step whose result the next step shows. */
  successMessage?: string;
  /** Leaves the drawer open after success (a step of a two-step dialog); `onSaved` moves on. */
  keepOpen?: boolean;
  defaultValues?: Record<string, unknown>;
  submitLabel?: string;
  onSaved?: (result: unknown) => void;
  /**
   * Answers true for a refusal the page explains itself (a guide dialog for one business code);
   * Submit then shows nothing for it. Others are shown by Submit as usual.
   */
  explainRefusal?: (error: unknown) => boolean;
}

/** A form for a verb that is not a plain create or update; may be submitted without edits. */
export const ActionForm = ({
  children,
  onSubmit,
  successMessage,
  defaultValues,
  submitLabel,
  onSaved,
  keepOpen,
  explainRefusal,
}: ActionFormProps) => {
  const [refusal, setRefusal] = useState<unknown>();
  const saved = useFormSaved(successMessage, onSaved, { keepOpen });
  const send = async (values: FieldValues) => {
    try {
      saved(await onSubmit(values, ERROR_SHOWN_BY_PAGE));
    } catch (error) {
      if (!explainRefusal?.(error)) setRefusal(error);
    }
  };
  return (
    <FrameForm
      onSubmit={send}
      onSubmitStart={() => setRefusal(undefined)}
      refusal={refusal}
      defaultValues={defaultValues}
      submitLabel={submitLabel}
      submitUnchanged
    >
      {children}
    </FrameForm>
  );
};
