/**
 * Request bodies of clusters, targets and environments. Their records, as react-admin holds them, carry
 * `{name, alias}` objects where requests want names (a target's or environment's project, an
 * environment's targets), and fields the server does not take.
 */
import type { components } from '../../contract/api';
import { names, type RecordData } from '../requestBodies';

type Schemas = components['schemas'];

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function objectOf(value: unknown): RecordData {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RecordData) : {};
}

/** A project given as its name or as the `{name, alias}` object lists return. */
function projectName(value: unknown): string {
  return typeof value === 'string' ? value : text(objectOf(value).name);
}

/** Only the variables that were filled in: the server stores the object as sent. */
function variables(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(objectOf(value)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

export const clusterBody = (data: RecordData): Schemas['v1.CreateClusterRequest'] => ({
  name: text(data.name),
  alias: text(data.alias),
  description: text(data.description),
  icon: text(data.icon),
  dashboardURL: text(data.dashboardURL),
  kubeConfig: text(data.kubeConfig),
  labels: objectOf(data.labels) as Record<string, string>,
});

export const targetCreateBody = (data: RecordData): Schemas['v1.CreateTargetRequest'] => {
  const cluster = objectOf(data.cluster);
  return {
    name: text(data.name),
    alias: text(data.alias),
    description: text(data.description),
    project: projectName(data.project),
    cluster: { clusterName: text(cluster.clusterName), namespace: text(cluster.namespace) },
    variable: variables(data.variable),
  };
};

export const targetUpdateBody = (data: RecordData): Schemas['v1.UpdateTargetRequest'] => ({
  alias: text(data.alias),
  description: text(data.description),
  variable: variables(data.variable),
});

/** Create and update take the same body; an empty namespace means "named like the environment". */
export const envBody = (data: RecordData): Schemas['v1.CreateEnvRequest'] => ({
  name: text(data.name),
  alias: text(data.alias),
  description: text(data.description),
  namespace: text(data.namespace),
  project: projectName(data.project),
  targets: names(data.targets),
});

/**
 * The real server decides the project of `POST /envs` from `?project=`, so a project member without
 * platform rights is checked against the project the environment goes to.
 */
export const envCreateQuery = (data: RecordData): Record<string, string> => {
  const project = projectName(data.project);
  return project ? { project } : {};
};
