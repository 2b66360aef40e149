import { VelaForm, type FormValues, type VelaFormHandle } from '@schemas/index';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useLocaleState } from 'react-admin';
import type { DeclaredFormSchema } from '@dataProvider/declared/declaration';
import { declaredUiSchema } from './declaredUiSchema';

export interface DeclaredVelaFormProps {
  formSchema: DeclaredFormSchema;
  mode: 'create' | 'edit';
  value: FormValues;
  /** The cleaned values; `byUser` is false for the defaults the form fills in as it starts. */
  onChange: (values: FormValues, byUser: boolean) => void;
  formRef: RefObject<VelaFormHandle | null>;
}

/** A declared JSON schema form, drawn by the schema form renderer with the declaration's words. */
export const DeclaredVelaForm = ({ formSchema, mode, value, onChange, formRef }: DeclaredVelaFormProps) => {
  const [locale] = useLocaleState();
  const uiSchema = useMemo(() => declaredUiSchema(formSchema, locale), [formSchema, locale]);
  // VelaForm reports the defaults it fills in from its first effect, which runs before this one.
  const started = useRef(false);
  useEffect(() => {
    started.current = true;
  }, []);
  return (
    <VelaForm
      ref={formRef}
      uiSchema={uiSchema}
      value={value}
      onChange={(values) => onChange(values, started.current)}
      mode={mode}
      locale={locale === 'zh' ? 'zh' : 'en'}
    />
  );
};
