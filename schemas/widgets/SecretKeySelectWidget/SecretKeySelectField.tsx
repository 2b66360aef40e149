import type { VelaFieldProps } from '../../formContext';
import { LookedUpTextField } from '../shared/LookedUpTextField';
import { useSiblingText } from '../shared/siblings';
import { useLookup } from '../shared/useLookup';

/** A key of the secret named next to it (the `name` field of a secretKeyRef). */
export function SecretKeySelectField(props: VelaFieldProps) {
  const { lookups } = props.registry.formContext;
  const secretName = useSiblingText(props.fieldPathId.path, 'name');
  const key = lookups && secretName ? secretName : undefined;
  const keys = useLookup(key, lookups && secretName ? () => lookups.secretKeys(secretName) : undefined);
  return <LookedUpTextField field={props} found={keys} />;
}
