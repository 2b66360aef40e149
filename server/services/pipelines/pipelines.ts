/**
 * Pipelines (facts §6): stored per project (key `<project>/<name>`), listed across the projects the
 * caller is a member of, created from scratch or from a template.
 */
import { join } from 'node:path';
import type { Schemas, ServiceContext } from '../../context';
import { zeroTime } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { readYaml } from '../../runtime/definitions/catalogue';
import { requireProject } from '../projectRecords';
import { checkAlias, checkName } from '../validation';
import { createContext, deleteContexts, initContexts } from './contexts';
import { findPipeline, projectRef, requirePipeline } from './pipelineLookup';
import type { ContextValue, PipelineSpec } from '../../store/pipelineRecords';
import { readSpec } from './spec';
import { pipelineInfo } from './statistics';

export type PipelineBase = Schemas['v1.PipelineBase'];
type Pipeline = Stored<'pipeline'>;

export interface CreatePipelineInput {
  name: string;
  alias?: string;
  description?: string;
  spec?: PipelineSpec;
}

export interface PipelineTemplate {
  key: string;
  alias: string;
  description: string;
  context: { name: string; values: ContextValue[] };
  spec: PipelineSpec;
}

export const pipelineTemplates = (
  readYaml(join(import.meta.dirname, '../../../resources/pipelines/templates.yaml')) as PipelineTemplate[]
).map((template) => ({ ...template, spec: readSpec(template.spec) }));

export function pipelineBase(ctx: ServiceContext, pipeline: Pipeline): PipelineBase {
  return {
    name: pipeline.name,
    alias: pipeline.alias,
    project: projectRef(ctx, pipeline.project),
    description: pipeline.description,
    createTime: pipeline.createTime,
    spec: pipeline.spec,
  };
}

/** The answer carries a zero createTime, as the real server's does. */
export function createPipeline(
  ctx: ServiceContext,
  project: string,
  input: CreatePipelineInput,
): PipelineBase {
  requireProject(ctx, project);
  checkName('CreatePipelineRequest', 'Name', input.name);
  checkAlias('CreatePipelineRequest', 'Alias', input.alias ?? '');
  if (findPipeline(ctx, project, input.name)) throw new BusinessError(17010);
  const pipeline = ctx.store.transaction(() => {
    const created = ctx.store.insert('pipeline', scopedKey(project, input.name), {
      name: input.name,
      project,
      alias: input.alias ?? '',
      description: input.description ?? '',
      spec: input.spec ?? { steps: [] },
    });
    initContexts(ctx, project, input.name);
    return created;
  });
  return { ...pipelineBase(ctx, pipeline), createTime: zeroTime };
}

/** What the console does for a template: the pipeline with the template's steps, then its context. */
export function createPipelineFromTemplate(
  ctx: ServiceContext,
  project: string,
  templateKey: string,
  input: Omit<CreatePipelineInput, 'spec'>,
): PipelineBase {
  const template = pipelineTemplates.find((candidate) => candidate.key === templateKey);
  if (!template) throw new BusinessError(400, `unknown pipeline template ${templateKey}`);
  return ctx.store.transaction(() => {
    const created = createPipeline(ctx, project, { ...input, spec: template.spec });
    createContext(ctx, project, input.name, template.context);
    return created;
  });
}

export function getPipeline(
  ctx: ServiceContext,
  project: string,
  name: string,
): Schemas['v1.GetPipelineResponse'] {
  const pipeline = requirePipeline(ctx, project, name);
  return { ...pipelineBase(ctx, pipeline), info: pipelineInfo(ctx, pipeline) };
}

export function updatePipeline(
  ctx: ServiceContext,
  project: string,
  name: string,
  input: { alias?: string; description?: string; spec?: PipelineSpec },
): PipelineBase {
  const pipeline = requirePipeline(ctx, project, name);
  if (input.alias !== undefined) checkAlias('UpdatePipelineRequest', 'Alias', input.alias);
  const updated = ctx.store.update('pipeline', scopedKey(project, name), {
    ...pipeline,
    alias: input.alias ?? pipeline.alias,
    description: input.description ?? pipeline.description,
    spec: input.spec ?? pipeline.spec,
  });
  return pipelineBase(ctx, updated);
}

/** Deletes the runs, the contexts, then the pipeline; the contract answers with its meta. */
export function deletePipeline(
  ctx: ServiceContext,
  project: string,
  name: string,
): Schemas['v1.PipelineMetaResponse'] {
  const pipeline = requirePipeline(ctx, project, name);
  ctx.store.transaction(() => {
    ctx.store.deleteWhere('pipelineRun', { project, pipeline: name });
    deleteContexts(ctx, project, name);
    ctx.store.delete('pipeline', scopedKey(project, name));
  });
  const { spec: _spec, ...meta } = pipelineBase(ctx, pipeline);
  return meta;
}

function matchesQuery(pipeline: Pipeline, query: string): boolean {
  return (
    !query || [pipeline.name, pipeline.alias, pipeline.description].some((field) => field.includes(query))
  );
}

/**
 * Pipelines of the projects the user is a member of. `info` is always given, since the contract
 * requires it (the real server leaves it out with `detailed=false`).
 */
export function listPipelines(
  ctx: ServiceContext,
  username: string,
  filter: { projectName: string; query: string },
): Schemas['v1.ListPipelineResponse'] {
  const projects = ctx.store
    .list('projectUser', { where: { username } })
    .map((membership) => membership.project)
    .filter((project) => !filter.projectName || project === filter.projectName);
  const pipelines = projects
    .flatMap((project) => ctx.store.list('pipeline', { where: { project }, order: 'newest' }))
    .filter((pipeline) => matchesQuery(pipeline, filter.query))
    .map((pipeline) => ({ ...pipelineBase(ctx, pipeline), info: pipelineInfo(ctx, pipeline) }))
    .map(({ spec: _spec, ...item }) => item);
  return { total: pipelines.length, pipelines };
}
