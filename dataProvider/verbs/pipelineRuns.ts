import { silentIfShownByPage } from '../errorShownByPage';
import { enc, type Schemas, type VerbContext } from './context';
import type { StepInputValue, StepOutputValue } from './workflowRecords';

export type PipelineDetail = Schemas['v1.GetPipelineResponse'];
export type PipelineSpec = Schemas['model.WorkflowSpec'];
export type PipelineRunBase = Schemas['v1.PipelineRunBase'];
export type PipelineRunStatus = Schemas['v1alpha1.WorkflowRunStatus'];
export type ContextValue = Schemas['model.Value'];

export interface PipelineAddress {
  project: string;
  pipeline: string;
}

export interface PipelineRunAddress extends PipelineAddress {
  run: string;
}

/** Every entry's values: a step group answers one entry per sub-step that declares some. */
function allValues(json: unknown, key: 'inputs' | 'outputs'): unknown[] {
  const entries = (json as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: { values?: unknown } | null) =>
    Array.isArray(entry?.values) ? (entry.values as unknown[]) : [],
  );
}

/** The pipeline studio and a pipeline's runs: its spec, running it, and reading and steering one run. */
export const pipelineRunVerbs = ({ http, apiUrl }: VerbContext) => {
  const pipelineUrl = ({ project, pipeline }: PipelineAddress) =>
    `${apiUrl}/projects/${enc(project)}/pipelines/${enc(pipeline)}`;
  const runUrl = (address: PipelineRunAddress) => `${pipelineUrl(address)}/runs/${enc(address.run)}`;
  const stepQuery = (step: string) => `?${new URLSearchParams({ step }).toString()}`;
  const contextsOf = async (address: PipelineAddress, query: string, meta: unknown) => {
    const { json } = await http(`${pipelineUrl(address)}/contexts${query}`, silentIfShownByPage(meta));
    const contexts = (json as { contexts?: unknown } | null)?.contexts;
    return (contexts && typeof contexts === 'object' ? contexts : {}) as Record<string, ContextValue[]>;
  };
  return {
    pipelineDetail: async (address: PipelineAddress, meta?: unknown) =>
      (await http(pipelineUrl(address), silentIfShownByPage(meta))).json as PipelineDetail,
    /** Replaces the pipeline's steps and modes, keeping its alias and description. */
    savePipelineSpec: async (address: PipelineAddress, body: Schemas['v1.UpdatePipelineRequest']) =>
      (await http(pipelineUrl(address), { method: 'PUT', body })).json as Schemas['v1.PipelineBase'],
    /** Starts a run, with the named context's values or none (an empty name). */
    runPipeline: async (address: PipelineAddress, contextName: string) =>
      (
        await http(`${pipelineUrl(address)}/run`, {
          method: 'POST',
          body: { contextName } satisfies Schemas['v1.RunPipelineRequest'],
        })
      ).json as Schemas['v1.PipelineRun'],
    /** The pipeline's contexts by name, secrets hidden; the server answers an empty map when there are none. */
    runContextChoices: (address: PipelineAddress, meta?: unknown) => contextsOf(address, '', meta),
    /**
     * The contexts with their secrets in clear (`?reveal=true`), which the sandbox grants only to who
     * may update the pipeline's contexts; the real server ignores the query and always sends them.
     */
    revealContextChoices: (address: PipelineAddress, meta?: unknown) =>
      contextsOf(address, '?reveal=true', meta),
    pipelineRunBase: async (address: PipelineRunAddress, meta?: unknown) =>
      (await http(runUrl(address), silentIfShownByPage(meta))).json as PipelineRunBase,
    pipelineRunStatus: async (address: PipelineRunAddress, meta?: unknown) =>
      (await http(`${runUrl(address)}/status`, silentIfShownByPage(meta))).json as PipelineRunStatus,
    /** A step's log text; `{}` before the run has a context, empty for a step without log config. */
    pipelineRunLog: async (address: PipelineRunAddress, step: string, meta?: unknown) => {
      const { json } = await http(`${runUrl(address)}/log${stepQuery(step)}`, silentIfShownByPage(meta));
      const log = (json as { log?: unknown } | null)?.log;
      return typeof log === 'string' ? log : '';
    },
    pipelineRunOutputs: async (address: PipelineRunAddress, step: string, meta?: unknown) => {
      const path = `${runUrl(address)}/output${stepQuery(step)}`;
      return allValues((await http(path, silentIfShownByPage(meta))).json, 'outputs') as StepOutputValue[];
    },
    pipelineRunInputs: async (address: PipelineRunAddress, step: string, meta?: unknown) => {
      const path = `${runUrl(address)}/input${stepQuery(step)}`;
      return allValues((await http(path, silentIfShownByPage(meta))).json, 'inputs') as StepInputValue[];
    },
    stopPipelineRun: async (address: PipelineRunAddress) => {
      await http(`${runUrl(address)}/stop`, { method: 'POST' });
    },
    terminatePipelineRun: async (address: PipelineRunAddress) => {
      await http(`${runUrl(address)}/terminate`, { method: 'POST' });
    },
    /** Approves every suspended step of the run. */
    resumePipelineRun: async (address: PipelineRunAddress) => {
      await http(`${runUrl(address)}/resume`, { method: 'POST' });
    },
  };
};
