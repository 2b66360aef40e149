import { silentIfShownByPage } from '../errorShownByPage';
import { enc, type Schemas, type VerbContext } from './context';
import type { PipelineAddress } from './pipelineRuns';

export type PipelineBase = Schemas['v1.PipelineBase'];
export type ContextValue = Schemas['model.Value'];

/** Creating and removing pipelines, and writing their contexts (pipelineRuns.ts reads them). */
export const pipelineVerbs = ({ http, apiUrl }: VerbContext) => {
  const pipelinesUrl = (project: string) => `${apiUrl}/projects/${enc(project)}/pipelines`;
  const pipelineUrl = ({ project, pipeline }: PipelineAddress) => `${pipelinesUrl(project)}/${enc(pipeline)}`;
  const contextUrl = (address: PipelineAddress, name: string) =>
    `${pipelineUrl(address)}/contexts/${enc(name)}`;
  return {
    createPipeline: async (project: string, body: Schemas['v1.CreatePipelineRequest'], meta?: unknown) =>
      (await http(pipelinesUrl(project), { method: 'POST', body, ...silentIfShownByPage(meta) }))
        .json as PipelineBase,
    /** Removes the pipeline with its runs and contexts. */
    deletePipeline: async (address: PipelineAddress) => {
      await http(pipelineUrl(address), { method: 'DELETE' });
    },
    createPipelineContext: async (
      address: PipelineAddress,
      context: Schemas['v1.CreateContextValuesRequest'],
      meta?: unknown,
    ) =>
      (
        await http(`${pipelineUrl(address)}/contexts`, {
          method: 'POST',
          body: context,
          ...silentIfShownByPage(meta),
        })
      ).json as Schemas['v1.Context'],
    /** Replaces the context's key/value pairs; its name cannot change. */
    updatePipelineContext: async (
      address: PipelineAddress,
      name: string,
      values: ContextValue[],
      meta?: unknown,
    ) =>
      (
        await http(contextUrl(address, name), {
          method: 'PUT',
          body: { values } satisfies Schemas['v1.UpdateContextValuesRequest'],
          ...silentIfShownByPage(meta),
        })
      ).json as Schemas['v1.Context'],
    deletePipelineContext: async (address: PipelineAddress, name: string) => {
      await http(contextUrl(address, name), { method: 'DELETE' });
    },
  };
};
