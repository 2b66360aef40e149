import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { withTheme } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { Ref } from 'react';
import { memo, useMemo } from 'react';
import type { VelaFormContext } from '../formContext';
import { velaTheme } from '../theme';
import { isRecord } from '../translate/paths';
import type { FormValues } from '../types';
import type { FormValuesStore } from '../formState';
import { FormValuesContext, HiddenFieldsContext } from '../formState';

const ThemedForm = withTheme(velaTheme);
const ignoreErrors = () => undefined;
// Defaults come from the UI schema (useFormValues); RJSF must not invent any (empty rows, first option).
const DEFAULTS_BEHAVIOUR = {
  emptyObjectFields: 'skipEmptyDefaults',
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'never',
} as const;

export type VelaRjsfForm = Form<unknown, RJSFSchema, VelaFormContext>;

interface RjsfFormProps {
  formRef: Ref<VelaRjsfForm>;
  idPrefix: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: FormValues;
  /** Counts the values handed over in `formData` that did not come from RJSF. */
  handovers: number;
  formContext: VelaFormContext;
  valuesStore: FormValuesStore;
  hidden: ReadonlySet<string>;
  onChange: (values: FormValues) => void;
  transformErrors: (errors: RJSFValidationError[]) => RJSFValidationError[];
  extraErrors: ErrorSchema | undefined;
  liveValidate: boolean;
  disabled: boolean | undefined;
}

/**
 * A change RJSF reported comes back as `formData` alone; RJSF already holds it, and comparing and
 * re-deriving its whole state again would double the work of each keystroke. Any other change is
 * handed over: with a new count, or with other props that make RJSF read `formData` again.
 */
function onlyReportedData(prev: RjsfFormProps, next: RjsfFormProps): boolean {
  return (Object.keys(next) as (keyof RjsfFormProps)[]).every(
    (key) => key === 'formData' || Object.is(prev[key], next[key]),
  );
}

/** RJSF's form, with the values and hidden fields handed down beside it. */
export const RjsfForm = memo(function RjsfForm(props: RjsfFormProps) {
  const { formRef, schema, uiSchema, formData, handovers, onChange, valuesStore, hidden, liveValidate } =
    props;
  // RJSF takes `formData` only when its props differ from the last ones, and a value handed over
  // may equal an earlier one (a reset after edits); the count in the uiSchema tells them apart.
  const rjsfUiSchema = useMemo(
    () => ({ ...uiSchema, 'ui:submitButtonOptions': { norender: true }, 'ui:handovers': handovers }),
    [uiSchema, handovers],
  );
  return (
    <FormValuesContext value={valuesStore}>
      <HiddenFieldsContext value={hidden}>
        <ThemedForm
          ref={formRef}
          tagName="div"
          idPrefix={props.idPrefix}
          schema={schema}
          uiSchema={rjsfUiSchema}
          formData={formData}
          validator={validator}
          formContext={props.formContext}
          onChange={(event: IChangeEvent) => onChange(isRecord(event.formData) ? event.formData : {})}
          transformErrors={props.transformErrors}
          extraErrors={props.extraErrors}
          liveValidate={liveValidate ? 'onChange' : undefined}
          showErrorList={false}
          // Errors are shown beside the fields and returned by validate(); RJSF would also log them.
          onError={ignoreErrors}
          noHtml5Validate
          disabled={props.disabled}
          experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        />
      </HiddenFieldsContext>
    </FormValuesContext>
  );
}, onlyReportedData);
