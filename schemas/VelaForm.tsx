import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type Form from '@rjsf/core';
import { withTheme } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { ComponentType, Ref } from 'react';
import { useCallback, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { CodeEditor } from './code/CodeEditor';
import type { CodeEditorProps } from './code/CodeEditorProps';
import { FormToolbar } from './form/FormToolbar';
import { ProblemList } from './form/ProblemList';
import { useFieldErrors } from './form/useFieldErrors';
import { useFormValues } from './form/useFormValues';
import { useStable } from './form/useStable';
import { validateValues } from './form/validateValues';
import type { VelaFormContext } from './formContext';
import type { AppTranslate, FormLocale } from './i18n';
import { createTranslate } from './i18n';
import type { FormLookups } from './lookups';
import { velaTheme } from './theme';
import { foldedFields, hasAdvancedSwitch } from './translate/advanced';
import { cleanOutput } from './translate/cleanOutput';
import { hiddenPaths } from './translate/conditions';
import { renderedParams } from './translate/kinds';
import { isRecord } from './translate/paths';
import { toRjsf } from './translate/toRjsf';
import { translateErrors } from './translate/validationMessages';
import type { FormMode, FormValues, UIParam } from './types';
import { YamlObjectEditor } from './widgets/shared/YamlObjectEditor';

const ThemedForm = withTheme(velaTheme);
const ignoreErrors = () => undefined;
// Defaults come from the UI schema (useFormValues); RJSF must not invent any (empty rows, first option).
const DEFAULTS_BEHAVIOUR = {
  emptyObjectFields: 'skipEmptyDefaults',
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'never',
} as const;

export interface VelaFormHandle {
  /** Validates, shows the errors in the form, and returns them. */
  validate(): { valid: boolean; errors: string[] };
}

export interface VelaFormProps {
  /** The definition's UI schema; without one (or with nothing to draw) the form is a YAML editor. */
  uiSchema?: readonly UIParam[] | null;
  /** The definition's OpenAPI parameter schema, when the UI schema is a custom patch over it. */
  parameterSchema?: object;
  value?: FormValues;
  /** Receives cleaned properties: no empty lists, no empty numbers, no fields hidden by conditions. */
  onChange?: (value: FormValues) => void;
  mode?: FormMode;
  lookups?: FormLookups;
  locale?: FormLocale;
  /** The app translator; our catalog is used as its fallback. */
  translate?: AppTranslate;
  /** Replaces the lazy Monaco editor (tests use PlainCodeEditor). */
  codeEditor?: ComponentType<CodeEditorProps>;
  disabled?: boolean;
  /** Lists what in the UI schema could not be used (for the UI schema editor's preview). */
  showProblems?: boolean;
  ref?: Ref<VelaFormHandle>;
}

export function VelaForm(props: VelaFormProps) {
  const {
    uiSchema,
    parameterSchema,
    value,
    onChange,
    mode = 'create',
    lookups,
    locale = 'en',
    translate,
  } = props;
  const { codeEditor = CodeEditor, disabled, showProblems, ref } = props;
  const stableUiSchema = useStable(uiSchema ?? undefined);
  const stableParameterSchema = useStable(parameterSchema);
  const form = toRjsf(stableUiSchema, { mode, parameterSchema: stableParameterSchema });
  const t = useMemo(() => createTranslate(locale, translate), [locale, translate]);
  const { formData, change, replace } = useFormValues(form.params, value, onChange);
  const { reportError, extraErrors, messages } = useFieldErrors();
  const [showAdvanced, setShowAdvanced] = useState(false);
  const [codeMode, setCodeMode] = useState(false);
  const [codeError, setCodeError] = useState<string>();
  const [liveValidate, setLiveValidate] = useState(false);
  const formRef = useRef<Form<unknown, RJSFSchema, VelaFormContext>>(null);
  const idPrefix = `vela${useId().replace(/\W/g, '')}`;

  const conditionHidden = useMemo(() => hiddenPaths(form.params, formData), [form.params, formData]);
  const folded = useMemo(
    () => foldedFields(form.params, formData, showAdvanced),
    [form.params, formData, showAdvanced],
  );
  const formContext = useMemo<VelaFormContext>(
    () => ({
      lookups,
      t,
      locale,
      mode,
      values: formData,
      hidden: new Set([...conditionHidden, ...folded]),
      CodeEditor: codeEditor,
      reportError,
    }),
    [lookups, t, locale, mode, formData, conditionHidden, folded, codeEditor, reportError],
  );
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => translateErrors(errors, form.fields, t, conditionHidden),
    [form.fields, t, conditionHidden],
  );
  const uiSchemaWithoutSubmit = useMemo(
    () => ({ ...form.uiSchema, 'ui:submitButtonOptions': { norender: true } }),
    [form.uiSchema],
  );

  useImperativeHandle(ref, () => ({
    validate() {
      const result = validateValues(form, formData, t, conditionHidden, folded);
      if (result.inFolded) setShowAdvanced(true);
      setLiveValidate(true);
      formRef.current?.validateForm();
      const errors = [...result.errors, ...messages, ...(codeError ? [codeError] : [])];
      return { valid: errors.length === 0, errors };
    },
  }));

  const hasFields = renderedParams(form.params).length > 0;
  const inCode = codeMode || !hasFields;
  return (
    <Stack spacing={2}>
      {showProblems ? <ProblemList problems={form.problems} t={t} /> : null}
      {hasFields ? (
        <FormToolbar
          codeMode={codeMode}
          onCodeModeChange={(next) => {
            setCodeMode(next);
            setCodeError(undefined);
          }}
          advancedSwitch={!codeMode && hasAdvancedSwitch(form.params, formData)}
          showAdvanced={showAdvanced}
          onShowAdvancedChange={setShowAdvanced}
          t={t}
        />
      ) : (
        <FormHelperText>{t('noUISchema')}</FormHelperText>
      )}
      {inCode ? (
        <YamlObjectEditor
          label={t('codeMode')}
          value={cleanOutput(formData, form.params)}
          onChange={replace}
          onError={setCodeError}
          error={codeError}
          context={formContext}
          readOnly={disabled}
          height={400}
        />
      ) : (
        <ThemedForm
          ref={formRef}
          tagName="div"
          idPrefix={idPrefix}
          schema={form.schema}
          uiSchema={uiSchemaWithoutSubmit}
          formData={formData}
          validator={validator}
          formContext={formContext}
          onChange={(event) => change(isRecord(event.formData) ? event.formData : {})}
          transformErrors={transformErrors}
          extraErrors={extraErrors}
          liveValidate={liveValidate ? 'onChange' : undefined}
          showErrorList={false}
          // Errors are shown beside the fields and returned by validate(); RJSF would also log them.
          onError={ignoreErrors}
          noHtml5Validate
          disabled={disabled}
          experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        />
      )}
    </Stack>
  );
}
