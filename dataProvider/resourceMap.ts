import {
  projectCreateBody,
  projectUpdateBody,
  projectUserCreateBody,
  projectUserUpdateBody,
  roleCreateBody,
  roleUpdateBody,
  userCreateBody,
  userUpdateBody,
  type RecordData,
} from './requestBodies';
import {
  clusterBody,
  envBody,
  envCreateQuery,
  targetCreateBody,
  targetUpdateBody,
} from './bodies/infrastructure';
import { registryCreateBody } from './bodies/addons';
import { configCreateBody, configUpdateBody } from './bodies/configs';
import {
  componentCreateBody,
  componentUpdateBody,
  policyCreateBody,
  policyUpdateBody,
} from './bodies/appParts';
import { distributionCreateBody } from './bodies/projects';
import { pipelineId } from './bodies/pipelines';
import { envBindingCreateBody, workflowCreateBody } from './bodies/deploy';
import { triggerCreateBody, triggerUpdateBody } from './bodies/appTriggers';
import {
  applicationCreateBody,
  applicationCreateQuery,
  applicationUpdateBody,
  matchesLabels,
  matchesStarred,
  matchesText,
} from './bodies/applications';

export type WriteOperation = 'create' | 'update' | 'delete';

export interface SortOrder {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface ResourceConfig {
  /**
   * Path under the API root. Every `{x}` (`{project}`, `{app}`…) is filled from `meta.x` (or `filter.x`
   * for lists); a request without it fails before anything is sent.
   */
  path: string;
  /** Key of the array in a list response; absent when the server answers with a bare array. */
  listKey?: string;
  /** Field copied into react-admin's `id`; `name` when absent. */
  idField?: string;
  /** The `id` of a row when no single field names it (a pipeline, named within its project). */
  idOf?: (row: RecordData) => string;
  /**
   * Query parameters that name which collection is meant (the definition type): read from `meta`, or
   * from `filter` for lists, and sent with every list and detail request. A request without one fails.
   */
  scopeParams?: string[];
  /** react-admin filter name → query parameter name. Filters not listed are not sent. */
  filters?: Record<string, string>;
  /**
   * Filters the server lacks, applied to the whole unpaged list before the console pages it: react-admin
   * filter name → test of one row against the filter's value (an empty value keeps every row), which may
   * read the rest of the filter.
   */
  localFilters?: Record<string, (row: RecordData, value: unknown, filter: RecordData) => boolean>;
  /** The server pages (`page`, `pageSize`, `total`) and always returns rows in this order. */
  serverOrder?: SortOrder;
  /** A `GET {path}/{id}` exists; without it one record is picked out of the list. */
  hasDetail?: boolean;
  /** Writes the contract offers; anything else is refused before a request is made. */
  writes?: WriteOperation[];
  createBody?: (data: RecordData) => unknown;
  /** Query parameters of a creation, from the new record (`?project=` where the server checks it). */
  createQuery?: (data: RecordData) => Record<string, string>;
  updateBody?: (data: RecordData, previousData?: RecordData) => unknown;
  /** Query parameters of a detail request, from its `meta` (the namespace of a config template). */
  detailQuery?: (meta: RecordData) => Record<string, string>;
}

/** A config template is named within its namespace; the server assumes vela-system without one. */
function configTemplateQuery(meta: RecordData): Record<string, string> {
  return typeof meta.namespace === 'string' && meta.namespace ? { namespace: meta.namespace } : {};
}

const newestFirst: SortOrder = { field: 'createTime', order: 'DESC' };
const allWrites: WriteOperation[] = ['create', 'update', 'delete'];

/** react-admin resource → how it maps onto /api/v1. */
export type ResourceTable = Record<string, ResourceConfig>;

/**
 * The VelaUX API's collections the console reads, and how each maps onto /api/v1. The console's table
 * (src/registry/dataResources.ts) adds the rows its features bring: each declared `vela` resource's.
 */
export const velaResources = {
  users: {
    path: '/users',
    listKey: 'users',
    filters: { q: 'name', name: 'name', email: 'email', alias: 'alias' },
    serverOrder: newestFirst,
    hasDetail: true,
    writes: allWrites,
    createBody: userCreateBody,
    updateBody: userUpdateBody,
  },
  permissions: { path: '/permissions', writes: ['create', 'delete'] },
  projects: {
    path: '/projects',
    listKey: 'projects',
    serverOrder: newestFirst,
    hasDetail: true,
    writes: allWrites,
    createBody: projectCreateBody,
    updateBody: projectUpdateBody,
  },
  projectRoles: {
    path: '/projects/{project}/roles',
    listKey: 'roles',
    writes: allWrites,
    createBody: roleCreateBody,
    updateBody: roleUpdateBody,
  },
  projectUsers: {
    path: '/projects/{project}/users',
    listKey: 'users',
    serverOrder: newestFirst,
    writes: allWrites,
    createBody: projectUserCreateBody,
    updateBody: projectUserUpdateBody,
  },
  projectPermissions: { path: '/projects/{project}/permissions', writes: ['create', 'delete'] },
  projectTargets: { path: '/projects/{project}/targets', listKey: 'targets' },
  projectConfigs: { path: '/projects/{project}/configs', listKey: 'configs', writes: ['delete'] },
  projectDistributions: {
    path: '/projects/{project}/distributions',
    listKey: 'distributions',
    writes: ['create', 'delete'],
    createBody: distributionCreateBody,
  },
  targets: {
    path: '/targets',
    listKey: 'targets',
    filters: { project: 'project' },
    serverOrder: newestFirst,
    hasDetail: true,
    writes: allWrites,
    createBody: targetCreateBody,
    updateBody: targetUpdateBody,
  },
  envs: {
    path: '/envs',
    listKey: 'envs',
    filters: { project: 'project' },
    serverOrder: newestFirst,
    writes: allWrites,
    createBody: envBody,
    createQuery: envCreateQuery,
    updateBody: envBody,
  },
  clusters: {
    path: '/clusters',
    listKey: 'clusters',
    filters: { q: 'query', query: 'query' },
    serverOrder: newestFirst,
    hasDetail: true,
    writes: allWrites,
    createBody: clusterBody,
    updateBody: clusterBody,
  },
  applications: {
    path: '/applications',
    listKey: 'applications',
    filters: { project: 'project', env: 'env', targetName: 'targetName' },
    localFilters: { q: matchesText, labels: matchesLabels, starred: matchesStarred },
    hasDetail: true,
    writes: allWrites,
    createBody: applicationCreateBody,
    createQuery: applicationCreateQuery,
    updateBody: applicationUpdateBody,
  },
  appRevisions: {
    path: '/applications/{app}/revisions',
    listKey: 'revisions',
    idField: 'version',
    filters: { envName: 'envName', status: 'status' },
    serverOrder: newestFirst,
    hasDetail: true,
  },
  appTriggers: {
    path: '/applications/{app}/triggers',
    listKey: 'triggers',
    idField: 'token',
    writes: allWrites,
    createBody: triggerCreateBody,
    updateBody: triggerUpdateBody,
  },
  appEnvBindings: {
    path: '/applications/{app}/envs',
    listKey: 'envBindings',
    writes: ['create', 'delete'],
    createBody: envBindingCreateBody,
  },
  appComponents: {
    path: '/applications/{app}/components',
    listKey: 'components',
    hasDetail: true,
    writes: allWrites,
    createBody: componentCreateBody,
    updateBody: componentUpdateBody,
  },
  appPolicies: {
    path: '/applications/{app}/policies',
    listKey: 'policies',
    hasDetail: true,
    writes: ['create', 'update'],
    createBody: policyCreateBody,
    updateBody: policyUpdateBody,
  },
  appWorkflows: {
    path: '/applications/{app}/workflows',
    listKey: 'workflows',
    hasDetail: true,
    writes: ['create', 'delete'],
    createBody: workflowCreateBody,
  },
  pipelines: {
    path: '/pipelines',
    listKey: 'pipelines',
    filters: { project: 'projectName', q: 'query' },
    idOf: pipelineId,
  },
  configs: {
    path: '/configs',
    listKey: 'configs',
    filters: { template: 'template' },
    hasDetail: true,
    writes: allWrites,
    createBody: configCreateBody,
    updateBody: configUpdateBody,
  },
  configTemplates: {
    path: '/config_templates',
    listKey: 'templates',
    hasDetail: true,
    detailQuery: configTemplateQuery,
  },
  addonRegistries: {
    path: '/addon_registries',
    listKey: 'registries',
    writes: ['create', 'delete'],
    createBody: registryCreateBody,
  },
  definitions: {
    path: '/definitions',
    listKey: 'definitions',
    scopeParams: ['type'],
    filters: { queryAll: 'queryAll', appliedWorkload: 'appliedWorkload', scope: 'scope' },
    hasDetail: true,
  },
} satisfies ResourceTable;
