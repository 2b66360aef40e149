import type { PermissionResources } from '@authProvider/canAccess';
import type { Contributions } from './contributions';
import type { Feature } from './feature';

/**
 * react-admin resource → permission resource, as the features map them (the first feature to map a
 * name keeps it), then as the declarations enabled plugins contributed: `<permission>:{name}`.
 */
export function permissionResources(
  features: readonly Feature[],
  contributions?: Pick<Contributions, 'declaration'>,
): PermissionResources {
  const table = new Map<string, string>();
  for (const feature of features) {
    for (const [resource, permission] of Object.entries(feature.permissions ?? {})) {
      if (!table.has(resource)) table.set(resource, permission);
    }
  }
  return (resource) => {
    const mapped = table.get(resource);
    if (mapped !== undefined) return mapped;
    const contributed = contributions?.declaration(resource);
    return contributed && `${contributed.permission}:{name}`;
  };
}
