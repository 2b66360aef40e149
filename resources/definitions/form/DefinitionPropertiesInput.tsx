import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormLookups, FormValues, VelaFormHandle } from '@schemas/index';
import { ErrorState, FormSkeleton } from '@src/common/kit';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense, useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useDefinition, type DefinitionType } from './useDefinition';

// The form library (RJSF) is a chunk of its own, loaded when a properties form opens.
const DefinitionForm = lazyNamed(() => import('./DefinitionForm'), 'DefinitionForm');

export interface DefinitionPropertiesInputProps {
  definitionType: DefinitionType;
  /** The definition chosen (a component, trait or policy type); nothing is drawn without one. */
  definition?: string;
  mode: 'create' | 'edit';
  /** Catalog key of the message under the form when its values do not pass its rules. */
  invalidMessage: string;
  lookups?: FormLookups;
  /** The form field holding the properties object. */
  source?: string;
  /** Shown instead of the form while no definition is chosen. */
  placeholder?: ReactNode;
}

const isValues = (value: unknown): value is FormValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Waits for the form to draw the latest change: VelaForm validates the values of its last render. */
const afterRender = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface LoadedFormProps {
  definitionType: DefinitionType;
  definition: string;
  mode: 'create' | 'edit';
  value?: FormValues;
  onChange: (values: FormValues) => void;
  onStart: (values: FormValues) => void;
  lookups?: FormLookups;
  formRef: RefObject<VelaFormHandle | null>;
}

/** The form of the definition's UI schema, once the definition is loaded (or why it is not). */
const LoadedForm = ({ definitionType, definition, ...formProps }: LoadedFormProps) => {
  const { data, error, isPending, isFetching, refetch } = useDefinition(definitionType, definition);
  if (error) {
    return (
      <ErrorState
        error={error}
        title="resources.appComponents.definitionLoadFailed"
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (isPending) return <FormSkeleton fields={2} />;
  return (
    <Suspense fallback={<FormSkeleton fields={2} />}>
      <DefinitionForm uiSchema={data.uiSchema} {...formProps} />
    </Suspense>
  );
};

/**
 * Which definition each properties field's value was made for, per form: kept outside the input so a
 * form that unmounts it (a step of a dialog) still knows, when it comes back, that the type changed.
 */
const valueOwners = new WeakMap<object, Map<string, string | undefined>>();

function ownersOf(form: object): Map<string, string | undefined> {
  const known = valueOwners.get(form);
  if (known) return known;
  const created = new Map<string, string | undefined>();
  valueOwners.set(form, created);
  return created;
}

const ownerOf = (form: object, source: string) => ownersOf(form).get(source);
const knowsOwner = (form: object, source: string) => ownersOf(form).has(source);
const setOwner = (form: object, source: string, definition: string | undefined) =>
  void ownersOf(form).set(source, definition);

/**
 * The `properties` of a component, trait, policy or workflow step, drawn from the UI schema of its
 * definition and checked against it before anything is sent. Another definition clears the values and
 * starts from its own defaults; one that cannot be loaded shows why, with a Retry, and blocks the submit.
 */
export const DefinitionPropertiesInput = ({
  definitionType,
  definition,
  mode,
  invalidMessage,
  lookups,
  source = 'properties',
  placeholder = null,
}: DefinitionPropertiesInputProps) => {
  const translate = useTranslate();
  const formRef = useRef<VelaFormHandle>(null);
  const validate = useCallback(async () => {
    if (!definition) return undefined;
    await afterRender();
    return formRef.current?.validate().valid ? undefined : invalidMessage;
  }, [definition, invalidMessage]);
  const { field, fieldState } = useInput({ source, validate });
  const { resetField, control } = useFormContext();
  if (!knowsOwner(control, source)) setOwner(control, source, definition);
  const { onChange } = field;
  useEffect(() => {
    if (ownerOf(control, source) === definition) return;
    setOwner(control, source, definition);
    onChange(undefined);
  }, [control, source, definition, onChange]);
  // An empty input holds '' (react-admin's format), which is no form's values.
  const value = ownerOf(control, source) === definition && isValues(field.value) ? field.value : undefined;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('resources.appComponents.fields.properties')}
      </Typography>
      {definition ? (
        <LoadedForm
          key={definition}
          definitionType={definitionType}
          definition={definition}
          mode={mode}
          value={value}
          onChange={(values) => {
            setOwner(control, source, definition);
            onChange(values);
          }}
          onStart={(values) => {
            setOwner(control, source, definition);
            resetField(source, { defaultValue: values });
          }}
          lookups={lookups}
          formRef={formRef}
        />
      ) : (
        placeholder
      )}
      <InputHelperText error={fieldState.error?.message} />
    </Box>
  );
};
