import type { VelaWidgetProps } from '../../formContext';
import { LookedUpOptionInput } from '../shared/LookedUpOptionInput';
import { useLookup } from '../shared/useLookup';

/** The name of a secret the workload may read, picked from the list or typed. */
export function SecretSelectWidget(props: VelaWidgetProps) {
  const { id, label, value, onChange, required, disabled, readonly, rawErrors = [], registry } = props;
  const { lookups, t } = registry.formContext;
  const state = useLookup(lookups ? 'secrets' : undefined, lookups ? () => lookups.secrets() : undefined);
  const secrets = state.status === 'ready' ? state.data : [];
  return (
    <LookedUpOptionInput
      id={id}
      label={label}
      value={typeof value === 'string' ? value : undefined}
      choices={secrets.map((secret) => ({ value: secret.name, label: secret.alias ?? secret.name }))}
      onChange={onChange}
      freeSolo
      state={state}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      t={t}
    />
  );
}
