import type { components } from '../../../contract/api';

type Schemas = components['schemas'];

export type PipelineRun = Schemas['v1.PipelineRun'];
export type RunStat = Schemas['v1.RunStat'];

/** The run statistics; `lastRun` is null for a pipeline that never ran. */
type PipelineInfo = Omit<Schemas['v1.PipelineInfo'], 'lastRun'> & { lastRun?: PipelineRun | null };

/** A row of /pipelines. `info` is absent when the server is asked for no details. */
export type Pipeline = Omit<Schemas['v1.PipelineListItem'], 'info'> & { id: string; info?: PipelineInfo };

/** The permission resource of one pipeline, or of every pipeline of the project (`*`). */
export const pipelineResource = (project: string, pipeline = '*') =>
  `project:${project}/pipeline:${pipeline}`;

export const contextResource = (project: string, pipeline: string, context = '*') =>
  `${pipelineResource(project, pipeline)}/context:${context}`;

/**
 * Drawers name a pipeline (and a context of it) in the address as `{project}/{pipeline}[/{context}]`:
 * each part follows the name rule, so none holds a slash.
 */
export const drawerId = (...parts: string[]) => parts.join('/');

export function parseDrawerId(
  id: string | undefined,
): { project: string; pipeline: string; context?: string } | undefined {
  const [project, pipeline, context] = (id ?? '').split('/');
  return project && pipeline ? { project, pipeline, context } : undefined;
}
