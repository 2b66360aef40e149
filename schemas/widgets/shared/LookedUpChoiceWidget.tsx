import type { VelaWidgetProps } from '../../formContext';
import { LookedUpOptionInput } from './LookedUpOptionInput';
import type { Choice } from './OptionInput';
import type { LookupState } from './useLookup';

interface LookedUpChoiceWidgetProps {
  widget: VelaWidgetProps;
  choices: readonly Choice[];
  state: LookupState<unknown>;
}

/** A widget's text, picked from what a lookup found or typed, with the lookup's progress under it. */
export function LookedUpChoiceWidget({ widget, choices, state }: LookedUpChoiceWidgetProps) {
  const { id, label, value, onChange, required, disabled, readonly, rawErrors = [], registry } = widget;
  return (
    <LookedUpOptionInput
      id={id}
      label={label}
      value={typeof value === 'string' ? value : undefined}
      choices={choices}
      onChange={onChange}
      freeSolo
      state={state}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      t={registry.formContext.t}
    />
  );
}
