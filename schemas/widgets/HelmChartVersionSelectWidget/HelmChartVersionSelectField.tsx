import type { VelaFieldProps } from '../../formContext';
import { useSiblingHelmRepo } from '../shared/helmRepo';
import { fieldLabel } from '../shared/labels';
import { LookupStatus } from '../shared/LookupStatus';
import { OptionInput } from '../shared/OptionInput';
import { useSiblingText } from '../shared/siblings';
import { useLookup } from '../shared/useLookup';

/** A version of the chart chosen next to it (the `chart` field); typed freely when the list cannot be read. */
export function HelmChartVersionSelectField(props: VelaFieldProps) {
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
  const repo = useSiblingHelmRepo(fieldPathId.path);
  const chart = useSiblingText(fieldPathId.path, 'chart');
  const key = lookups && repo && chart ? JSON.stringify([repo, chart]) : undefined;
  const state = useLookup(
    key,
    lookups && repo && chart ? () => lookups.helmChartVersions(repo, chart) : undefined,
  );
  const versions = state.status === 'ready' ? state.data : [];
  return (
    <>
      <OptionInput
        id={fieldPathId.$id}
        label={fieldLabel(schema, name)}
        value={typeof formData === 'string' ? formData : undefined}
        choices={versions.map((version) => ({ value: version, label: version }))}
        onChange={(version) => onChange(version, fieldPathId.path)}
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
