import { isHiddenValue } from '@authProvider/secretValues';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineAddress } from '@dataProvider/verbs/pipelineRuns';
import type { ContextValue } from '@dataProvider/verbs/pipelines';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';

/** A context as a table row: its name and its key/value pairs. */
export interface PipelineContext {
  id: string;
  name: string;
  values: ContextValue[];
}

export const contextsKey = ({ project, pipeline }: PipelineAddress) => [
  'pipelineContexts',
  project,
  pipeline,
];

/** The pipeline's contexts by name (the server answers a map). */
export function usePipelineContexts(address: PipelineAddress) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: contextsKey(address),
    queryFn: async (): Promise<PipelineContext[]> => {
      const contexts = await dataProvider.runContextChoices(address, ERROR_SHOWN_BY_PAGE);
      return Object.entries(contexts)
        .map(([name, values]) => ({ id: name, name, values: values ?? [] }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    retry: false,
  });
}

/**
 * The values a copy starts with: a hidden secret has nothing stored in the copy to keep, so it
 * starts empty (the server refuses to store the mask). `dropped` tells whether any was.
 */
export function copiedValues(values: ContextValue[]): { values: ContextValue[]; dropped: boolean } {
  return {
    values: values.map((item) => (isHiddenValue(item.value) ? { ...item, value: '' } : item)),
    dropped: values.some((item) => isHiddenValue(item.value)),
  };
}
