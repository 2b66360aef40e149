import type { VelaWidgetProps } from '../../formContext';
import { LookedUpChoiceWidget } from '../shared/LookedUpChoiceWidget';
import { useLookup } from '../shared/useLookup';

/** The name of a secret the workload may read, picked from the list or typed. */
export function SecretSelectWidget(props: VelaWidgetProps) {
  const { lookups } = props.registry.formContext;
  const state = useLookup(lookups ? 'secrets' : undefined, lookups ? () => lookups.secrets() : undefined);
  const secrets = state.status === 'ready' ? state.data : [];
  return (
    <LookedUpChoiceWidget
      widget={props}
      choices={secrets.map((secret) => ({ value: secret.name, label: secret.alias ?? secret.name }))}
      state={state}
    />
  );
}
