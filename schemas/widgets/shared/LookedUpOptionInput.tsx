import { LookupStatus } from './LookupStatus';
import { OptionInput, type OptionInputProps } from './OptionInput';
import type { LookupState } from './useLookup';

type LookedUpOptionInputProps = Omit<OptionInputProps, 'loading'> & { state: LookupState<unknown> };

/** A choice among what a lookup found, with the lookup's progress or failure said under it. */
export function LookedUpOptionInput({ state, ...input }: LookedUpOptionInputProps) {
  return (
    <>
      <OptionInput {...input} loading={state.status === 'loading'} />
      <LookupStatus state={state} t={input.t} typeable />
    </>
  );
}
