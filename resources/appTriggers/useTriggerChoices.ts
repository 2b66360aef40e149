import type { VelaDataProvider } from '@dataProvider/index';
import { useApplication } from '@resources/appDetail/useApplication';
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
const byLabel = (name: string, alias?: string, detail?: string) =>
  alias ? `${alias}(${detail ?? name})` : name;

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
    payloadTypes: payloadNames.map((name) => ({ id: name, name })),
    payloadTypesPending: payloadTypes.isPending,
    workflows: (workflows.data ?? []).map((row) => ({
      id: row.name,
      name: byLabel(row.name, row.alias, row.envName),
    })),
    workflowsPending: workflows.isPending,
    components: components.data ?? [],
    componentChoices: (components.data ?? []).map((row) => ({
      id: row.name,
      name: byLabel(row.name, row.alias),
    })),
    componentsPending: components.isPending,
  };
}
