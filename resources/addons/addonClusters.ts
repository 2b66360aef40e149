/** The clusters an addon that deploys to runtime clusters is enabled on (delivery spec §5). */
import type { AddonStatus } from '@dataProvider/verbs/addons';

export const LOCAL_CLUSTER = 'local';

/** The checked clusters after a change: the local cluster cannot be left out, and says so when put back. */
export function keepLocalCluster(chosen: readonly string[]): { clusters: string[]; localRestored: boolean } {
  if (chosen.includes(LOCAL_CLUSTER)) return { clusters: [...chosen], localRestored: false };
  return { clusters: [...chosen, LOCAL_CLUSTER], localRestored: true };
}

/** The clusters the addon runs on: its arguments' list, else where it was deployed, else the local one. */
export function initialClusters(status: AddonStatus | undefined): string[] {
  const fromArgs = (status?.args as { clusters?: unknown } | undefined)?.clusters;
  if (Array.isArray(fromArgs) && fromArgs.length > 0) return fromArgs.map(String);
  const deployed = Object.keys(status?.clusters ?? {});
  return deployed.length > 0 ? deployed : [LOCAL_CLUSTER];
}

/** The clusters the addon was deployed to, marked enabled beside their names. */
export function deployedClusters(status: AddonStatus | undefined): Set<string> {
  return new Set(Object.keys(status?.clusters ?? {}));
}
