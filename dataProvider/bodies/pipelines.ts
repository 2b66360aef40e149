import type { RecordData } from '../requestBodies';

/**
 * A pipeline is named within its project, and /pipelines lists those of every project: its id is
 * `{project}/{name}`, so two projects' pipelines of the same name stay two rows.
 */
export function pipelineId(row: RecordData): string {
  const project = (row.project as { name?: unknown } | undefined)?.name;
  const name = String(row.name);
  return typeof project === 'string' && project ? `${project}/${name}` : name;
}
