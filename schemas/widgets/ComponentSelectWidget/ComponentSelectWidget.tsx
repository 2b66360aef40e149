import type { VelaWidgetProps } from '../../formContext';
import { LookupStatus } from '../shared/LookupStatus';
import { MultiOptionInput } from '../shared/MultiOptionInput';
import { useLookup } from '../shared/useLookup';

/** Components of the application (names), e.g. those an override policy selects. */
export function ComponentSelectWidget(props: VelaWidgetProps) {
  const { lookups, t } = props.registry.formContext;
  const state = useLookup(
    lookups ? 'components' : undefined,
    lookups ? () => lookups.components() : undefined,
  );
  const components = state.status === 'ready' ? state.data : [];
  const choices = components.map((component) => ({
    value: component.name,
    label: component.type ? `${component.alias ?? component.name} (${component.type})` : component.name,
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
