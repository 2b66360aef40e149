import type { VelaFieldProps } from '../../formContext';
import { useSiblingHelmRepo } from '../shared/helmRepo';
import { fieldLabel } from '../shared/labels';
import { LookupStatus } from '../shared/LookupStatus';
import { OptionInput } from '../shared/OptionInput';
import { useLookup } from '../shared/useLookup';

/** A chart of the repository chosen next to it; typed freely when the list cannot be read. */
export function HelmChartSelectField(props: VelaFieldProps) {
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
  const key = lookups && repo ? JSON.stringify(repo) : undefined;
  const state = useLookup(key, lookups && repo ? () => lookups.helmCharts(repo) : undefined);
  const charts = state.status === 'ready' ? state.data : [];
  return (
    <>
      <OptionInput
        id={fieldPathId.$id}
        label={fieldLabel(schema, name)}
        value={typeof formData === 'string' ? formData : undefined}
        choices={charts.map((chart) => ({ value: chart, label: chart }))}
        onChange={(chart) => onChange(chart, fieldPathId.path)}
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
