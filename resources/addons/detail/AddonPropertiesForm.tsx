import { normalizeUISchema, VelaForm, type FormValues, type VelaFormHandle } from '@schemas/index';
import { useMemo, type RefObject } from 'react';
import { useLocale } from 'react-admin';
import { formParams } from '../addonProperties';

export interface AddonPropertiesFormProps {
  /** The UI schema as the server sends it. */
  uiSchema?: unknown[] | null;
  /** The clusters parameter is left to the cluster checkboxes. */
  runtimeCluster: boolean;
  mode: 'create' | 'edit';
  value: FormValues;
  onChange: (values: FormValues) => void;
  formRef: RefObject<VelaFormHandle | null>;
}

/** The addon's parameters through the shared form (with its own switch to YAML). */
export const AddonPropertiesForm = ({
  uiSchema,
  runtimeCluster,
  mode,
  value,
  onChange,
  formRef,
}: AddonPropertiesFormProps) => {
  const locale = useLocale();
  const params = useMemo(
    () => formParams(normalizeUISchema(uiSchema).params, runtimeCluster),
    [uiSchema, runtimeCluster],
  );
  return (
    <VelaForm
      ref={formRef}
      uiSchema={params}
      value={value}
      onChange={onChange}
      mode={mode}
      locale={locale === 'zh' ? 'zh' : 'en'}
    />
  );
};
