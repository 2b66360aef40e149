import type { VelaWidgetProps } from '../../formContext';
import { LookupStatus } from '../shared/LookupStatus';
import { MultiOptionInput } from '../shared/MultiOptionInput';
import { useLookup } from '../shared/useLookup';

/** Policies of the application (names), e.g. those a deploy step applies. */
export function PolicySelectWidget(props: VelaWidgetProps) {
  const { lookups, t } = props.registry.formContext;
  const state = useLookup(lookups ? 'policies' : undefined, lookups ? () => lookups.policies() : undefined);
  const policies = state.status === 'ready' ? state.data : [];
  const choices = policies.map((policy) => ({
    value: policy.name,
    label: policy.type ? `${policy.alias ?? policy.name} (${policy.type})` : (policy.alias ?? policy.name),
  }));
  return (
    <>
      <MultiOptionInput
        widget={props}
        choices={choices}
        freeSolo={state.status !== 'ready'}
        loading={state.status === 'loading'}
      />
      <LookupStatus state={state} t={t} typeable />
    </>
  );
}
