import type { components } from '../../../contract/api';
import { useGetList } from 'react-admin';

export type EnvBinding = components['schemas']['v1.EnvBindingBase'] & { id: string };

/** Every binding fits one answer (the server does not page them). */
const ALL = { page: 1, perPage: 1000 };

/** The environment bindings of an application (GET /applications/{app}/envs), in the server's order. */
export function useAppBindings(app: string) {
  return useGetList<EnvBinding>('appEnvBindings', { pagination: ALL, meta: { app } });
}
