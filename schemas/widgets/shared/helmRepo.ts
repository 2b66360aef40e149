import type { VelaFormContext } from '../../formContext';
import type { HelmRepoRef } from '../../lookups';
import type { ValuePath } from '../../types';
import { siblingText } from './siblings';

/**
 * The chart repository a helm field refers to: the `url`, `repoType` and `secretRef` fields next
 * to it, as in KubeVela's helm component.
 */
export function siblingHelmRepo(context: VelaFormContext, path: ValuePath): HelmRepoRef | undefined {
  const url = siblingText(context, path, 'url');
  if (!url) return undefined;
  return {
    url,
    type: siblingText(context, path, 'repoType'),
    secretName: siblingText(context, path, 'secretRef'),
  };
}
