/**
 * Configs made from templates (codes 160xx). Platform configs (project '') live in vela-system;
 * project configs in the project's namespace. A project also sees the platform configs whose
 * template has project scope, as shared and without their properties.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { requireProject } from '../projectRecords';
import { checkName } from '../validation';
import { distributionTargets } from './distributions';
import { checkProperties, parseProperties, secretTypeOf } from './properties';
import { hideSecrets, keepStoredSecrets } from './secrets';
import { requireTemplate, systemNamespace } from './templates';

/** The contract's `v1.Config` is a name clash (an image config); this is the real server's shape. */
export interface Config {
  template: { name: string; namespace: string };
  name: string;
  namespace: string;
  sensitive: boolean;
  project: string;
  alias: string;
  description: string;
  createdTime: string;
  properties?: Record<string, unknown>;
  shared: boolean;
  targets: Schemas['config.ClusterTargetStatus'][];
}

export type Properties = Record<string, unknown>;

/** The JSON text of a request is decoded only after the look-ups, as in the real server. */
type PropertiesInput = Properties | string;

export interface CreateConfigInput {
  name: string;
  alias: string;
  description: string;
  template: { name: string; namespace: string };
  properties: PropertiesInput;
}

export interface UpdateConfigInput {
  alias: string;
  description: string;
  properties: PropertiesInput;
}

function decoded(properties: PropertiesInput): Properties {
  return typeof properties === 'string' ? parseProperties(properties) : properties;
}

function namespaceOf(ctx: ServiceContext, project: string): string {
  return project ? requireProject(ctx, project).namespace : systemNamespace;
}

function shownProperties(config: Stored<'config'>, reveal: boolean): Properties {
  if (reveal) return config.properties;
  return hideSecrets(requireTemplate(config.template, config.templateNamespace), config.properties);
}

/**
 * `project` is the scope the config is shown in, which for shared configs is the viewing project.
 * Secrets come hidden unless `reveal`, which the route grants only to who may update the config.
 */
function toConfig(ctx: ServiceContext, config: Stored<'config'>, project: string, reveal = false): Config {
  return {
    template: { name: config.template, namespace: config.templateNamespace },
    name: config.name,
    namespace: config.namespace,
    sensitive: config.sensitive,
    project,
    alias: config.alias,
    description: config.description,
    createdTime: config.createTime,
    ...(config.sensitive ? {} : { properties: shownProperties(config, reveal) }),
    shared: false,
    targets: project ? distributionTargets(ctx, project, config.name) : [],
  };
}

function readable(config: Stored<'config'> | undefined): Stored<'config'> {
  if (!config) throw new BusinessError(16006);
  if (config.sensitive) throw new BusinessError(16001);
  return config;
}

/** `project` '' creates a platform config. Also used for demo data. */
export function createConfig(ctx: ServiceContext, project: string, input: CreateConfigInput): Config {
  checkName('CreateConfigRequest', 'Name', input.name);
  const namespace = namespaceOf(ctx, project);
  const key = scopedKey(project, input.name);
  if (ctx.store.get('config', key)) throw new BusinessError(16003);
  const entered = decoded(input.properties);
  const template = requireTemplate(input.template.name, input.template.namespace);
  const properties = keepStoredSecrets(template, entered, undefined);
  checkProperties(template, properties);
  const config = ctx.store.insert('config', key, {
    name: input.name,
    project,
    namespace,
    template: template.name,
    templateNamespace: template.namespace,
    alias: input.alias,
    description: input.description,
    sensitive: template.sensitive,
    properties,
  });
  return toConfig(ctx, config, project);
}

/** The template stays; a change of secret type (e.g. adding registry auth) is refused. */
export function updateConfig(
  ctx: ServiceContext,
  project: string,
  name: string,
  input: UpdateConfigInput,
): Config {
  namespaceOf(ctx, project);
  const config = readable(ctx.store.get('config', scopedKey(project, name)));
  const template = requireTemplate(config.template, config.templateNamespace);
  const properties = keepStoredSecrets(template, decoded(input.properties), config.properties);
  checkProperties(template, properties);
  if (secretTypeOf(config.template, properties) !== secretTypeOf(config.template, config.properties)) {
    throw new BusinessError(16008);
  }
  const { alias, description } = input;
  const updated = ctx.store.update('config', scopedKey(project, name), {
    ...config,
    alias,
    description,
    properties,
  });
  return toConfig(ctx, updated, project);
}

/**
 * A project falls back to the platform config of that name, as the real server does; the answer's
 * `project` is then ''.
 */
export function getConfig(ctx: ServiceContext, project: string, name: string, reveal = false): Config {
  namespaceOf(ctx, project);
  const own = ctx.store.get('config', scopedKey(project, name));
  if (!own && project) return getConfig(ctx, '', name, reveal);
  return toConfig(ctx, readable(own), project, reveal);
}

export function deleteConfig(ctx: ServiceContext, project: string, name: string): void {
  namespaceOf(ctx, project);
  if (!ctx.store.delete('config', scopedKey(project, name))) throw new BusinessError(16006);
}

function configsOf(ctx: ServiceContext, project: string, template: string): Stored<'config'>[] {
  return ctx.store.list('config', { where: template ? { project, template } : { project } });
}

/** The project's own configs, then the platform configs shared with projects. */
export function visibleConfigs(
  ctx: ServiceContext,
  project: string,
  template: string,
): { own: Stored<'config'>[]; shared: Stored<'config'>[] } {
  namespaceOf(ctx, project);
  const own = configsOf(ctx, project, template);
  if (!project) return { own, shared: [] };
  const shared = configsOf(ctx, '', template).filter(
    (config) => requireTemplate(config.template, config.templateNamespace).scope === 'project',
  );
  return { own, shared };
}

export function listConfigs(ctx: ServiceContext, project: string, template: string): { configs: Config[] } {
  const { own, shared } = visibleConfigs(ctx, project, template);
  const sharedConfigs = shared.map((config) => {
    const { properties: _hidden, ...rest } = toConfig(ctx, config, project);
    return { ...rest, shared: true };
  });
  return { configs: [...own.map((config) => toConfig(ctx, config, project)), ...sharedConfigs] };
}
