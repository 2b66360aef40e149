import type { HelmRepoRef } from '../../lookups';
import type { ValuePath } from '../../types';
import { useSiblingText } from './siblings';

/**
 * The chart repository a helm field refers to: the `url`, `repoType` and `secretRef` fields next
 * to it, as in KubeVela's helm component.
 */
export function useSiblingHelmRepo(path: ValuePath): HelmRepoRef | undefined {
  const url = useSiblingText(path, 'url');
  const type = useSiblingText(path, 'repoType');
  const secretName = useSiblingText(path, 'secretRef');
  return url ? { url, type, secretName } : undefined;
}
