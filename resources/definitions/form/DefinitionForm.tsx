import Alert from '@mui/material/Alert';
import {
  normalizeUISchema,
  VelaForm,
  type FormLookups,
  type FormValues,
  type VelaFormHandle,
} from '@schemas/index';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useLocale, useTranslate } from 'react-admin';

export interface DefinitionFormProps {
  /** The definition's UI schema, as the server sends it. */
  uiSchema?: unknown[] | null;
  mode: 'create' | 'edit';
  value?: FormValues;
  /** A change the user made. */
  onChange: (values: FormValues) => void;
  /** The values the form starts from (its defaults filled in), which are no edit of the user's. */
  onStart: (values: FormValues) => void;
  lookups?: FormLookups;
  formRef: RefObject<VelaFormHandle | null>;
  /** Translation key of the notice shown when the definition has no UI schema. */
  noTemplateDetail?: string;
}

/** The definition's form; without a UI schema, a notice and the YAML editor VelaForm falls back to. */
export const DefinitionForm = ({
  uiSchema,
  mode,
  value,
  onChange,
  onStart,
  lookups,
  formRef,
  noTemplateDetail = 'resources.appComponents.noTemplateDetail',
}: DefinitionFormProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const params = useMemo(() => normalizeUISchema(uiSchema).params, [uiSchema]);
  // VelaForm reports the defaults it fills in from its first effect, which runs before this one.
  const started = useRef(false);
  useEffect(() => {
    started.current = true;
  }, []);
  return (
    <>
      {params.length === 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(noTemplateDetail)}
        </Alert>
      ) : null}
      <VelaForm
        ref={formRef}
        uiSchema={params}
        value={value}
        onChange={(values) => (started.current ? onChange(values) : onStart(values))}
        mode={mode}
        lookups={lookups}
        locale={locale === 'zh' ? 'zh' : 'en'}
      />
    </>
  );
};
