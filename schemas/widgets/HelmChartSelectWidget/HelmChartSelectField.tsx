import type { VelaFieldProps } from '../../formContext';
import { useSiblingHelmRepo } from '../shared/helmRepo';
import { LookedUpTextField } from '../shared/LookedUpTextField';
import { useLookup } from '../shared/useLookup';

/** A chart of the repository chosen next to it; typed freely when the list cannot be read. */
export function HelmChartSelectField(props: VelaFieldProps) {
  const { lookups } = props.registry.formContext;
  const repo = useSiblingHelmRepo(props.fieldPathId.path);
  const key = lookups && repo ? JSON.stringify(repo) : undefined;
  const charts = useLookup(key, lookups && repo ? () => lookups.helmCharts(repo) : undefined);
  return <LookedUpTextField field={props} found={charts} />;
}
