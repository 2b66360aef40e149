import type { components } from '../../../contract/api';

type Schemas = components['schemas'];

/** A config as `GET /projects/{p}/configs` lists it (the contract's type for it is another one). */
export interface ProjectConfig {
  id: string;
  name: string;
  alias?: string;
  description?: string;
  namespace: string;
  project?: string;
  sensitive?: boolean;
  shared?: boolean;
  createdTime?: string;
  template?: { name: string; namespace?: string };
  properties?: Record<string, unknown>;
  targets?: Schemas['config.ClusterTargetStatus'][] | null;
}

/** How a cluster namespace is written and chosen: `local/default`. */
export const clusterNamespace = (target: { clusterName: string; namespace?: string }) =>
  `${target.clusterName}/${target.namespace ?? ''}`;
