import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useGetOne } from 'react-admin';

export type DefinitionType = 'component' | 'trait' | 'policy' | 'workflowstep';

/** GET /definitions/{name}?type=: what the form needs of it. */
export interface DefinitionDetail {
  id: string;
  name: string;
  uiSchema?: unknown[] | null;
  trait?: { podDisruptive?: boolean };
  /** A component type's workload, e.g. `deployments.apps`. */
  workloadType?: string;
}

/** The definition's detail, shared with whoever else asks for it (trait notices read `podDisruptive`). */
export const useDefinition = (definitionType: DefinitionType, name: string | undefined) =>
  useGetOne<DefinitionDetail>(
    'definitions',
    { id: name ?? '', meta: { type: definitionType, ...ERROR_SHOWN_BY_PAGE } },
    { enabled: !!name, retry: false },
  );
