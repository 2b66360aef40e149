import type { VelaDataProvider } from '@dataProvider/index';
import { useApplication } from '../shared/useApplication';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import { DEFAULT_PAYLOAD_TYPES } from './triggerRules';

interface WorkflowRow {
  id: string;
  name: string;
  alias?: string;
  envName?: string;
}

export interface ComponentRow {
  id: string;
  name: string;
  alias?: string;
  componentType?: string;
}

const ALL = { page: 1, perPage: 100 };
/** Shown as `alias(detail)`, else by name, as in the VelaUX console. */
const labelled = (row: { name: string; alias?: string }, detail?: string) => ({
  id: row.name,
  name: row.name,
  alias: row.alias ? `${row.alias}(${detail ?? row.name})` : undefined,
});

/** The choices of a trigger's pickers: payload types, the application's workflows and components. */
export function useTriggerChoices() {
  const { app } = useApplication();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const meta = { app: app.name };
  const payloadTypes = useQuery({
    queryKey: ['payloadTypes'],
    queryFn: () => dataProvider.payloadTypes(),
    retry: false,
  });
  const workflows = useGetList<WorkflowRow>('appWorkflows', { meta, pagination: ALL });
  const components = useGetList<ComponentRow>('appComponents', { meta, pagination: ALL });
  const payloadNames = payloadTypes.data?.length ? payloadTypes.data : DEFAULT_PAYLOAD_TYPES;
  return {
    payloadTypes: {
      data: payloadNames.map((name) => ({ id: name, name })),
      isPending: payloadTypes.isPending,
    },
    workflows: {
      data: workflows.data?.map((row) => labelled(row, row.envName)),
      isPending: workflows.isPending,
    },
    components: { data: components.data?.map((row) => labelled(row)), isPending: components.isPending },
    componentRows: components.data ?? [],
  };
}
