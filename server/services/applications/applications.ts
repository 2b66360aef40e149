/**
 * Applications: create (with main component, env bindings, generated workflows and the default
 * trigger), list, detail, update (facts §5).
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Labels } from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { requireProject, toProjectBase } from '../projectRecords';
import { checkAlias, checkMaxLength, checkName } from '../validation';
import { insertComponent, type ComponentInput } from './components';
import { createEnvWorkflow, envWorkflowName } from './envWorkflows';
import { bindingsOf, componentsOf, policiesOf, requireApp } from './lookups';
import { insertTrigger } from './triggers';

export type ApplicationBase = Schemas['v1.ApplicationBase'];
export type DetailApplicationResponse = Schemas['v1.DetailApplicationResponse'];

export const sourceOfTruthLabel = 'app.oam.dev/source-of-truth';
/** Applications of addons are synchronised from the system and cannot be changed in the console. */
export const readOnlySource = 'from-inner-system';

export interface CreateApplicationInput {
  name: string;
  alias: string;
  description: string;
  icon: string;
  labels: Labels;
  project: string;
  envBindings: string[];
  component?: ComponentInput;
}

export interface UpdateApplicationInput {
  alias: string;
  description: string;
  icon: string;
  labels: Labels;
  annotations: Labels;
}

export interface ApplicationFilter {
  query: string;
  project: string;
  env: string;
  targetName: string;
  labels: string;
}

type ProjectOf = (name: string) => ApplicationBase['project'];

function projectBaseOf(ctx: ServiceContext, name: string): ApplicationBase['project'] {
  const project = ctx.store.get('project', name);
  return project
    ? toProjectBase(ctx, project)
    : { name, alias: '', description: '', namespace: '', createTime: '', updateTime: '' };
}

/** A list names few projects for many apps: each project (and its owner) is read once per list. */
function projectsOnce(ctx: ServiceContext): ProjectOf {
  const known = new Map<string, ApplicationBase['project']>();
  return (name) => {
    let project = known.get(name);
    if (!project) {
      project = projectBaseOf(ctx, name);
      known.set(name, project);
    }
    return project;
  };
}

export function toApplicationBase(
  ctx: ServiceContext,
  app: Stored<'application'>,
  projectOf: ProjectOf = (name) => projectBaseOf(ctx, name),
): ApplicationBase {
  const base: ApplicationBase = {
    name: app.name,
    alias: app.alias,
    description: app.description,
    icon: app.icon,
    labels: app.labels,
    annotations: app.annotations,
    project: projectOf(app.project),
    createTime: app.createTime,
    updateTime: app.updateTime,
  };
  if (app.labels[sourceOfTruthLabel] === readOnlySource) base.readOnly = true;
  return base;
}

export function createApplication(
  ctx: ServiceContext,
  input: CreateApplicationInput,
  creator: string,
): ApplicationBase {
  const struct = 'CreateApplicationRequest';
  checkName(struct, 'Name', input.name);
  checkAlias(struct, 'Alias', input.alias);
  checkMaxLength(struct, 'Description', input.description, 256);
  checkName(struct, 'Project', input.project);
  return ctx.store.transaction(() => {
    if (ctx.store.get('application', input.name)) throw new BusinessError(10002);
    requireProject(ctx, input.project);
    if (input.component) {
      insertComponent(ctx, input.name, input.component, { main: true, creator, project: input.project });
    }
    bindEnvs(ctx, { app: input.name, project: input.project }, input.envBindings, creator);
    const app = ctx.store.insert('application', input.name, {
      name: input.name,
      project: input.project,
      alias: input.alias,
      description: input.description,
      icon: input.icon,
      labels: input.labels,
      annotations: {},
    });
    return toApplicationBase(ctx, app);
  });
}

/**
 * An unknown env, or one of another project (whose targets the app must not reach), refuses the
 * whole creation. The real server skips unknown envs silently and leaves an app without them.
 */
function bindEnvs(
  ctx: ServiceContext,
  target: { app: string; project: string },
  envNames: string[],
  creator: string,
): void {
  const { app, project } = target;
  envNames.forEach((name, index) => {
    const env = ctx.store.get('env', name);
    if (!env || env.project !== project) {
      throw new BusinessError(11002, `env ${name} is not existed in project ${project}`);
    }
    if (ctx.store.get('envBinding', scopedKey(app, name))) return;
    ctx.store.insert('envBinding', scopedKey(app, name), { app, name, appDeployName: app });
    createEnvWorkflow(ctx, app, env, index === 0, creator);
  });
  if (envNames.length > 0) {
    insertTrigger(ctx, app, {
      name: `${app}-default`,
      alias: '',
      description: '',
      type: 'webhook',
      payloadType: 'custom',
      workflowName: envWorkflowName(envNames[0]),
      componentName: '',
      registry: '',
    });
  }
}

function matchesLabels(app: Stored<'application'>, selector: string): boolean {
  if (!selector) return true;
  return selector.split(',').some((pair) => {
    const [key, value = ''] = pair.split('=');
    return app.labels[key.trim()] === value.trim();
  });
}

function envTargetsOf(ctx: ServiceContext, app: string): { envs: string[]; targets: string[] } {
  const envs = bindingsOf(ctx, app).map((binding) => binding.name);
  const targets = envs.flatMap((env) => ctx.store.get('env', env)?.targets ?? []);
  return { envs, targets };
}

/** Only projects the caller is a member of; newest change first. */
export function listApplications(
  ctx: ServiceContext,
  username: string,
  filter: ApplicationFilter,
): { applications: ApplicationBase[] } {
  const memberOf = new Set(ctx.store.list('projectUser', { where: { username } }).map((m) => m.project));
  const text = filter.query.toLowerCase();
  const applications = ctx.store
    .list('application')
    .filter((app) => memberOf.has(app.project))
    .filter((app) => !filter.project || app.project === filter.project)
    .filter(
      (app) => !text || [app.name, app.alias, app.description].some((f) => f.toLowerCase().includes(text)),
    )
    .filter((app) => matchesLabels(app, filter.labels))
    .filter((app) => {
      if (!filter.env && !filter.targetName) return true;
      const { envs, targets } = envTargetsOf(ctx, app.name);
      return (
        (!filter.env || envs.includes(filter.env)) &&
        (!filter.targetName || targets.includes(filter.targetName))
      );
    })
    .sort((a, b) => b.updateTime.localeCompare(a.updateTime));
  const projectOf = projectsOnce(ctx);
  return { applications: applications.map((app) => toApplicationBase(ctx, app, projectOf)) };
}

export function detailApplication(ctx: ServiceContext, name: string): DetailApplicationResponse {
  const app = requireApp(ctx, name);
  return {
    ...toApplicationBase(ctx, app),
    policies: policiesOf(ctx, name).map((policy) => policy.name),
    envBindings: bindingsOf(ctx, name).map((binding) => binding.name),
    resourceInfo: { componentNum: componentsOf(ctx, name).length },
  };
}

/** The sync and source-of-truth labels are kept whatever the request says. */
export function updateApplication(
  ctx: ServiceContext,
  name: string,
  input: UpdateApplicationInput,
): ApplicationBase {
  checkAlias('UpdateApplicationRequest', 'Alias', input.alias);
  checkMaxLength('UpdateApplicationRequest', 'Description', input.description, 256);
  const app = requireApp(ctx, name);
  const kept = Object.fromEntries(
    Object.entries(app.labels).filter(([key]) => key === sourceOfTruthLabel || key.startsWith('ux.oam.dev/')),
  );
  const updated = ctx.store.update('application', name, {
    ...app,
    alias: input.alias,
    description: input.description,
    icon: input.icon,
    labels: { ...input.labels, ...kept },
    annotations: input.annotations,
  });
  return toApplicationBase(ctx, updated);
}

export function applicationStatistics(
  ctx: ServiceContext,
  name: string,
): Schemas['v1.ApplicationStatisticsResponse'] {
  requireApp(ctx, name);
  const { envs, targets } = envTargetsOf(ctx, name);
  return {
    envCount: envs.length,
    targetCount: new Set(targets).size,
    revisionCount: ctx.store.count('appRevision', { app: name }),
    workflowCount: ctx.store.count('appWorkflow', { app: name }),
  };
}
