const enc = encodeURIComponent;

/** The project's pipelines tab. */
export const pipelinesPath = (project: string) => `/projects/${enc(project)}/pipelines`;

export const studioPath = (project: string, pipeline: string) =>
  `${pipelinesPath(project)}/${enc(pipeline)}/studio`;

export const runPath = (project: string, pipeline: string, run: string) =>
  `${pipelinesPath(project)}/${enc(pipeline)}/runs/${enc(run)}`;

export type PipelinePage =
  { page: 'studio'; pipeline: string } | { page: 'run'; pipeline: string; run: string } | { page: 'unknown' };

/** The page an address below the pipelines tab names: `{pipeline}/studio` or `{pipeline}/runs/{run}`. */
export function pipelinePageOf(subPath: string): PipelinePage {
  const parts = subPath.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 2 && parts[1] === 'studio') return { page: 'studio', pipeline: parts[0] };
  if (parts.length === 3 && parts[1] === 'runs') return { page: 'run', pipeline: parts[0], run: parts[2] };
  return { page: 'unknown' };
}
