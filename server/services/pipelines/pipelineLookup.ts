/**
 * Look-ups every pipeline route starts with: the project (30002), then the pipeline (17004).
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { requireProject } from '../projectRecords';

export function findPipeline(
  ctx: ServiceContext,
  project: string,
  name: string,
): Stored<'pipeline'> | undefined {
  return ctx.store.get('pipeline', scopedKey(project, name));
}

export function requirePipeline(ctx: ServiceContext, project: string, name: string): Stored<'pipeline'> {
  requireProject(ctx, project);
  const pipeline = findPipeline(ctx, project, name);
  if (!pipeline) throw new BusinessError(17004);
  return pipeline;
}

export function projectRef(ctx: ServiceContext, project: string): Schemas['v1.NameAlias'] {
  return { name: project, alias: ctx.store.get('project', project)?.alias ?? '' };
}
