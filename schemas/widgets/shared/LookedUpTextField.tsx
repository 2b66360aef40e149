import type { VelaFieldProps } from '../../formContext';
import { fieldLabel } from './labels';
import { LookedUpOptionInput } from './LookedUpOptionInput';
import type { LookupState } from './useLookup';

interface LookedUpTextFieldProps {
  field: VelaFieldProps;
  /** The texts offered; until they are found, or when they cannot be, the field takes any typed text. */
  found: LookupState<readonly string[]>;
}

/** A text field of the form whose choices are looked up from what its siblings hold. */
export function LookedUpTextField({ field, found }: LookedUpTextFieldProps) {
  const {
    formData,
    onChange,
    fieldPathId,
    schema,
    name,
    required,
    disabled,
    readonly,
    rawErrors = [],
  } = field;
  const texts = found.status === 'ready' ? found.data : [];
  return (
    <LookedUpOptionInput
      id={fieldPathId.$id}
      label={fieldLabel(schema, name)}
      value={typeof formData === 'string' ? formData : undefined}
      choices={texts.map((text) => ({ value: text, label: text }))}
      onChange={(text) => onChange(text, fieldPathId.path)}
      freeSolo={found.status !== 'ready'}
      state={found}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      t={field.registry.formContext.t}
    />
  );
}
