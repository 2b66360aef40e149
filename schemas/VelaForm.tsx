import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { RJSFValidationError } from '@rjsf/utils';
import type { ComponentType, Ref } from 'react';
import { useCallback, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { CodeEditor } from './code/CodeEditor';
import type { CodeEditorProps } from './code/CodeEditorProps';
import { useFormValuesStore } from './formState';
import { FormToolbar } from './form/FormToolbar';
import { ProblemList } from './form/ProblemList';
import type { VelaRjsfForm } from './form/RjsfForm';
import { RjsfForm } from './form/RjsfForm';
import { useFieldErrors } from './form/useFieldErrors';
import { useFormValues } from './form/useFormValues';
import { sameMembers, useStable } from './form/useStable';
import { useStableCallback } from './form/useStableCallback';
import { validateValues } from './form/validateValues';
import type { VelaFormContext } from './formContext';
import type { AppTranslate, FormLocale } from './i18n';
import { createTranslate } from './i18n';
import type { FormLookups } from './lookups';
import { foldedFields, hasAdvancedSwitch } from './translate/advanced';
import { cleanOutput } from './translate/cleanOutput';
import { renderedParams } from './translate/kinds';
import { toRjsf } from './translate/toRjsf';
import { translateErrors } from './translate/validationMessages';
import type { FormMode, FormValues, UIParam } from './types';
import { YamlObjectEditor } from './widgets/shared/YamlObjectEditor';

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
  const { formData, handovers, hiddenOf, change, replace } = useFormValues(form.params, value, onChange);
  const { reportError, extraErrors, messages } = useFieldErrors();
  const [showAdvanced, setShowAdvanced] = useState(false);
  const [codeMode, setCodeMode] = useState(false);
  const [codeError, setCodeError] = useState<string>();
  const [liveValidate, setLiveValidate] = useState(false);
  const formRef = useRef<VelaRjsfForm>(null);
  const idPrefix = `vela${useId().replace(/\W/g, '')}`;

  const conditionHidden = useStable(hiddenOf(formData), sameMembers);
  const folded = useMemo(
    () => foldedFields(form.params, formData, showAdvanced),
    [form.params, formData, showAdvanced],
  );
  const hidden = useStable(
    useMemo(() => new Set([...conditionHidden, ...folded]), [conditionHidden, folded]),
    sameMembers,
  );
  const valuesStore = useFormValuesStore(formData);
  const formContext = useMemo<VelaFormContext>(
    () => ({ lookups, t, locale, mode, CodeEditor: codeEditor, reportError }),
    [lookups, t, locale, mode, codeEditor, reportError],
  );
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => translateErrors(errors, form.fields, t, conditionHidden),
    [form.fields, t, conditionHidden],
  );
  const changeFromForm = useStableCallback(change);

  const changeCodeMode = useCallback((next: boolean) => {
    setCodeMode(next);
    setCodeError(undefined);
  }, []);

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
          onCodeModeChange={changeCodeMode}
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
          value={cleanOutput(formData, form.params, hiddenOf)}
          onChange={replace}
          onError={setCodeError}
          error={codeError}
          context={formContext}
          readOnly={disabled}
          height={400}
        />
      ) : (
        <RjsfForm
          formRef={formRef}
          idPrefix={idPrefix}
          schema={form.schema}
          uiSchema={form.uiSchema}
          formData={formData}
          handovers={handovers}
          formContext={formContext}
          valuesStore={valuesStore}
          hidden={hidden}
          onChange={changeFromForm}
          transformErrors={transformErrors}
          extraErrors={extraErrors}
          liveValidate={liveValidate}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
