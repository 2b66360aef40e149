import { withPermissionResources, type VelaAuthProvider } from '@authProvider/index';
import { withDeclaredResources } from '@dataProvider/declaredProviders';
import type { Http, HttpResponse } from '@dataProvider/httpClient';
import { createDataProvider, type VelaDataProvider } from '@dataProvider/index';
import { permissionResources } from './registry/access';
import { createContributions, type Contributions } from './registry/contributions';
import { resourceTable, simpleRestDeclarations } from './registry/dataResources';
import type { Feature } from './registry/feature';

export interface ComposedProviders {
  dataProvider: VelaDataProvider;
  authProvider: VelaAuthProvider;
  contributions: Contributions;
}

/**
 * The data and auth providers of a console of these features, over one HTTP client and the auth
 * provider the login page signed in with: the data provider's table, the declared resources it routes
 * to /extensions and the permission resources `canAccess` checks all derive from the features, and
 * both read the declarations enabled plugins contribute at run time, which never take a console's name.
 * `answered` gives the reads already answered (the early reads), which the data provider's answerNow serves.
 */
export function composeProviders(
  features: readonly Feature[],
  http: Http,
  auth: VelaAuthProvider,
  answered?: (path: string) => HttpResponse | undefined,
): ComposedProviders {
  const resources = resourceTable(features);
  const names = new Set([
    ...Object.keys(resources),
    ...features.flatMap(({ resource }) => (resource ? [resource.name] : [])),
  ]);
  const contributions = createContributions((name) => names.has(name));
  const vela = createDataProvider({ http, resources, answered });
  return {
    dataProvider: withDeclaredResources(vela, http, {
      declarations: simpleRestDeclarations(features),
      velaResources: Object.keys(resources),
      contributed: contributions.declaration,
    }),
    authProvider: withPermissionResources(auth, permissionResources(features, contributions)),
    contributions,
  };
}
