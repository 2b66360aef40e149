import type { VelaFieldProps } from '../../formContext';
import { fieldLabel } from '../shared/labels';
import { LookupStatus } from '../shared/LookupStatus';
import { OptionInput } from '../shared/OptionInput';
import { useSiblingText } from '../shared/siblings';
import { useLookup } from '../shared/useLookup';

/** A key of the secret named next to it (the `name` field of a secretKeyRef). */
export function SecretKeySelectField(props: VelaFieldProps) {
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
    registry,
  } = props;
  const { lookups, t } = registry.formContext;
  const secretName = useSiblingText(fieldPathId.path, 'name');
  const key = lookups && secretName ? secretName : undefined;
  const state = useLookup(key, lookups && secretName ? () => lookups.secretKeys(secretName) : undefined);
  const keys = state.status === 'ready' ? state.data : [];
  return (
    <>
      <OptionInput
        id={fieldPathId.$id}
        label={fieldLabel(schema, name)}
        value={typeof formData === 'string' ? formData : undefined}
        choices={keys.map((secretKey) => ({ value: secretKey, label: secretKey }))}
        onChange={(secretKey) => onChange(secretKey, fieldPathId.path)}
        freeSolo={state.status !== 'ready'}
        loading={state.status === 'loading'}
        required={required}
        disabled={disabled || readonly}
        error={rawErrors.length > 0}
        t={t}
      />
      <LookupStatus state={state} t={t} typeable />
    </>
  );
}
