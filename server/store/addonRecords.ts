import type { Schemas } from '../schemas';

export type AddonRegistry = Schemas['v1.AddonRegistry'];

/** All registries in one record, as KubeVela keeps them in one ConfigMap (`vela-addon-registry`). */
export interface AddonRegistriesRecord {
  registries: AddonRegistry[];
}

/**
 * An addon that was enabled: the stand-in for its `addon-<name>` Application. The phase is derived
 * from the times when read (enabling → enabled, disabling → disabled); `disabledAt` is empty while on.
 */
export interface AddonRecord {
  name: string;
  registryName: string;
  version: string;
  args: Record<string, unknown>;
  /** Resources the addon creates; enabling takes one simulated step per resource. */
  components: number;
  enabledAt: string;
  disabledAt: string;
}
