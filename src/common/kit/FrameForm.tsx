import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { SimpleForm, useFormIsDirty, useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { useFormFrame } from './formFrameContext';
import { FormFrameToolbar } from './FormFrameToolbar';
import { useFormSteps } from './formStepsContext';

export interface FrameFormProps {
  children: ReactNode;
  /** Sends the values; without it, the save of the surrounding CreateBase/EditBase. */
  onSubmit?: (values: FieldValues) => Promise<unknown>;
  /** Called as a submit starts, to clear the previous refusal. */
  onSubmitStart: () => void;
  refusal: unknown;
  defaultValues?: Record<string, unknown>;
  submitLabel?: string;
  submitUnchanged?: boolean;
}

/**
 * Tells the surrounding drawer or guard whether the form holds unsaved edits; after a save of a form
 * that stays open, the values it sent are no longer edits.
 */
const DirtyReporter = () => {
  const frame = useFormFrame();
  const dirty = useFormIsDirty();
  const { reset, getValues } = useFormContext();
  const saves = frame?.saves ?? 0;
  useEffect(() => {
    if (saves > 0) reset(getValues());
  }, [saves, reset, getValues]);
  useEffect(() => {
    frame?.setDirty(dirty);
  }, [frame, dirty]);
  useEffect(() => () => frame?.setDirty(false), [frame]);
  return null;
};

// react-admin resets the form whenever its record is read again (a list refetch updates the cached record):
// without this, that reset would throw away what the user has typed.
const KEEP_TYPED_VALUES = { keepDirtyValues: true };

/** react-admin's SimpleForm with the kit's toolbar; values stay as typed whatever the server answers. */
export const FrameForm = ({
  children,
  onSubmit,
  onSubmitStart,
  refusal,
  defaultValues,
  submitLabel,
  submitUnchanged,
}: FrameFormProps) => {
  const saveContext = useSaveContext();
  const steps = useFormSteps();
  const send = onSubmit ?? saveContext?.save;
  return (
    // The spec's messages come from the validators: fields that carry a native `required` (schema-driven
    // properties) must not have the browser stop the submit with its own words first.
    <SimpleForm
      noValidate
      defaultValues={defaultValues}
      resetOptions={KEEP_TYPED_VALUES}
      onSubmit={async (values: FieldValues) => {
        // Enter in a field of an earlier step moves on instead of sending a half-filled form.
        if (steps && !steps.isLast) return steps.goTo(steps.step + 1);
        onSubmitStart();
        return send?.(values);
      }}
      toolbar={
        <FormFrameToolbar refusal={refusal} submitLabel={submitLabel} submitUnchanged={submitUnchanged} />
      }
    >
      <DirtyReporter />
      {children}
    </SimpleForm>
  );
};
