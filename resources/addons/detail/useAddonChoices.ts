import type { AddonDetail, AddonEnableBody, AddonStatus } from '@dataProvider/verbs/addons';
import type { FormValues, VelaFormHandle } from '@schemas/index';
import { useMemo, useRef, useState } from 'react';
import { initialClusters } from '../addonClusters';
import { enabledArgs } from '../addonProperties';

export type AddonChoices = ReturnType<typeof useAddonChoices>;

const problems = {
  enableVersion: 'resources.addons.validation.version',
  upgradeVersion: 'resources.addons.validation.upgradeVersion',
  clusters: 'resources.addons.validation.clusters',
  properties: 'resources.addons.validation.properties',
};

/** What the user chose in the drawer (version, clusters, properties) and the request it makes, once valid. */
export function useAddonChoices(
  status: AddonStatus | undefined,
  detail: AddonDetail | undefined,
  chosenVersion: string | undefined,
) {
  const formRef = useRef<VelaFormHandle | null>(null);
  const runtimeCluster = detail?.deployTo?.runtimeCluster === true;
  const [chosenClusters, setClusters] = useState<string[]>();
  const [properties, setProperties] = useState<FormValues>();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const clusters = chosenClusters ?? initialClusters(status);
  const args = status?.args;
  const startValues = useMemo(() => enabledArgs(args, runtimeCluster), [args, runtimeCluster]);
  const version = chosenVersion ?? (status?.installedVersion || detail?.version || '');

  /** The enable or upgrade request, or undefined (and the reason shown) when something is missing. */
  const requestBody = (kind: 'enable' | 'upgrade'): AddonEnableBody | undefined => {
    const missing = !version
      ? problems[kind === 'enable' ? 'enableVersion' : 'upgradeVersion']
      : runtimeCluster && clusters.length === 0
        ? problems.clusters
        : formRef.current && !formRef.current.validate().valid
          ? problems.properties
          : undefined;
    setProblem(missing);
    if (missing) return undefined;
    return {
      version,
      args: properties ?? startValues,
      registryName: detail?.registryName,
      ...(runtimeCluster ? { clusters } : {}),
    };
  };

  return {
    formRef,
    runtimeCluster,
    version,
    clusters,
    setClusters,
    startValues,
    properties: properties ?? startValues,
    setProperties,
    mode: Object.keys(startValues).length > 0 ? ('edit' as const) : ('create' as const),
    problem,
    sending,
    setSending,
    requestBody,
  };
}
