import type { VelaFieldProps } from '../../formContext';
import { useSiblingHelmRepo } from '../shared/helmRepo';
import { LookedUpTextField } from '../shared/LookedUpTextField';
import { useSiblingText } from '../shared/siblings';
import { useLookup } from '../shared/useLookup';

/** A version of the chart chosen next to it (the `chart` field); typed freely when the list cannot be read. */
export function HelmChartVersionSelectField(props: VelaFieldProps) {
  const { lookups } = props.registry.formContext;
  const repo = useSiblingHelmRepo(props.fieldPathId.path);
  const chart = useSiblingText(props.fieldPathId.path, 'chart');
  const key = lookups && repo && chart ? JSON.stringify([repo, chart]) : undefined;
  const versions = useLookup(
    key,
    lookups && repo && chart ? () => lookups.helmChartVersions(repo, chart) : undefined,
  );
  return <LookedUpTextField field={props} found={versions} />;
}
