import Box from '@mui/material/Box';
import type { FormValues, VelaFormHandle } from '@schemas/index';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense, useCallback, useMemo, useRef } from 'react';
import { InputHelperText } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormSkeleton } from '../FormSkeleton';
import type { DeclaredFormSchema } from '@dataProvider/declared/declaration';

// The form library (RJSF) is a chunk of its own, loaded when a JSON schema form first opens.
const DeclaredVelaForm = lazyNamed(() => import('./DeclaredVelaForm'), 'DeclaredVelaForm');

/** Waits for the form to draw the latest change: VelaForm validates the values of its last render. */
const afterRender = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Holds no value (none is sent): it carries the schema form's check into react-admin's submit.
const CHECK_SOURCE = 'declaredSchemaFormCheck';

/**
 * The inputs of a declared JSON schema form: the record's top-level fields, edited through VelaForm and
 * checked against the schema before anything is sent. A field the user empties is sent as null, so an
 * edit clears it.
 */
export const DeclaredSchemaInputs = ({
  formSchema,
  editing = false,
}: {
  formSchema: DeclaredFormSchema;
  editing?: boolean;
}) => {
  const formRef = useRef<VelaFormHandle>(null);
  const validate = useCallback(async () => {
    await afterRender();
    return formRef.current?.validate().valid ? undefined : 'vela.kit.declared.checkFields';
  }, []);
  const { fieldState } = useController({ name: CHECK_SOURCE, rules: { validate } });
  const keys = useMemo(() => Object.keys(formSchema.jsonSchema.properties ?? {}), [formSchema]);
  const { setValue, clearErrors } = useFormContext();
  const watched = useWatch({ name: keys }) as unknown[];
  const value = useMemo(
    () =>
      Object.fromEntries(
        keys.flatMap((key, index) => (watched[index] == null ? [] : [[key, watched[index]]])),
      ),
    [keys, watched],
  );
  const change = useCallback(
    (values: FormValues, byUser: boolean) => {
      for (const key of keys) setValue(key, values[key] ?? null, { shouldDirty: byUser });
      // The fields re-check themselves as they change; the summary under them waits for the next submit.
      if (byUser) clearErrors(CHECK_SOURCE);
    },
    [keys, setValue, clearErrors],
  );
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Suspense fallback={<FormSkeleton fields={keys.length} />}>
        <DeclaredVelaForm
          formSchema={formSchema}
          mode={editing ? 'edit' : 'create'}
          value={value}
          onChange={change}
          formRef={formRef}
        />
      </Suspense>
      <InputHelperText error={fieldState.error?.message} />
    </Box>
  );
};
