/** Test support: pipelines of two projects, their contexts, users by role, and a provider that answers like the server. */
import { HIDDEN_VALUE, isSecretKey } from '@authProvider/secretValues';
import { businessError } from '@dataProvider/apiError';
import type { PipelineAddress } from '@dataProvider/verbs/pipelineRuns';
import type { ContextValue } from '@dataProvider/verbs/pipelines';
import { delayed } from '@src/test/latency';
import type { FakeUser } from '@src/test/users';
import type { components } from '../../../contract/api';
import { HttpError, testDataProvider } from 'react-admin';
import type { GetListParams, GetOneParams } from 'react-admin';
import { vi } from 'vitest';
import type { Pipeline, PipelineRun } from './pipeline';

type Schemas = components['schemas'];

const shop = { name: 'shop', alias: 'Shop' };
const data = { name: 'data', alias: 'Data' };

const emptyWeek = () => Array.from({ length: 7 }, () => ({ total: 0, success: 0, fail: 0 }));

export const lastRun = (pipeline: string, phase: string, project = shop): PipelineRun => ({
  pipelineName: pipeline,
  pipelineRunName: `${pipeline}-20261124101010123`,
  project,
  contextName: '',
  contextValues: [],
  record: 0,
  spec: {},
  status: {
    status: phase,
    finished: true,
    mode: {},
    suspend: false,
    terminated: false,
    startTime: '2026-11-24T10:10:10Z',
  },
});

export function pipeline(name: string, fields: Partial<Pipeline> = {}): Pipeline {
  const project = fields.project ?? shop;
  return {
    id: `${project.name}/${name}`,
    name,
    alias: '',
    description: '',
    project,
    createTime: '2026-11-20T08:00:00Z',
    info: {
      lastRun: null,
      runStat: { activeNum: 0, total: { total: 0, success: 0, fail: 0 }, week: emptyWeek() },
    },
    ...fields,
  };
}

const releaseWeek = emptyWeek();
releaseWeek[4] = { total: 2, success: 1, fail: 1 };
releaseWeek[6] = { total: 1, success: 1, fail: 0 };

export const release = pipeline('release', {
  alias: 'Release',
  description: 'Ships the shop',
  info: {
    lastRun: lastRun('release', 'succeeded'),
    runStat: { activeNum: 0, total: { total: 3, success: 2, fail: 1 }, week: releaseWeek },
  },
});

// Never ran: the sandbox answers a run without a name where the real server sends null.
export const nightly = pipeline('nightly', {
  project: data,
  description: 'Builds the report',
  info: {
    lastRun: { ...lastRun('', ''), pipelineName: 'nightly', pipelineRunName: '', project: data },
    runStat: { activeNum: 0, total: { total: 0, success: 0, fail: 0 }, week: emptyWeek() },
  },
});

const membership = (project: { name: string; alias: string }, role: string) => ({
  ...project,
  description: '',
  joinTime: '2026-11-01T10:20:30',
  owner: { name: 'admin', alias: 'Administrator' },
  roles: [{ name: role, alias: role }],
});

const view = (project: string) => ({
  name: 'project-view',
  resources: [`project:${project}`, `project:${project}/pipeline:*/*`],
  actions: ['detail', 'list'],
  effect: 'Allow',
});

/** Project Admin of shop (writes its pipelines), Project Viewer of data (reads them only), like grace. */
export const shopAdmin: FakeUser = {
  name: 'grace',
  projects: [membership(shop, 'project-admin'), membership(data, 'project-viewer')],
  platformPermissions: [],
  projectPermissions: {
    shop: [
      view('shop'),
      {
        name: 'pipeline-management',
        resources: ['project:shop/pipeline:*/*'],
        actions: ['*'],
        effect: 'Allow',
      },
    ],
    data: [view('data')],
  },
};

/** A member of both projects who may only read. */
export const viewer: FakeUser = {
  name: 'bob',
  projects: [membership(shop, 'project-viewer'), membership(data, 'project-viewer')],
  platformPermissions: [],
  projectPermissions: { shop: [view('shop')], data: [view('data')] },
};

interface Stored {
  rows: Pipeline[];
  specs: Record<string, Schemas['model.WorkflowSpec']>;
  contexts: Record<string, Record<string, ContextValue[]>>;
}

const keyOf = ({ project, pipeline: name }: PipelineAddress) => `${project}/${name}`;

const refused = (code: number, message: string) =>
  businessError(400, { BusinessCode: code, Message: message });

/** The contexts as the sandbox lists them: a value under a secret key is hidden. */
function hiddenContexts(contexts: Record<string, ContextValue[]>): Record<string, ContextValue[]> {
  const hide = (item: ContextValue) =>
    item.value && isSecretKey(item.key) ? { ...item, value: HIDDEN_VALUE } : item;
  return Object.fromEntries(Object.entries(contexts).map(([name, values]) => [name, values.map(hide)]));
}

function pipelineVerbs(stored: Stored) {
  const find = (address: PipelineAddress) => {
    const row = stored.rows.find((candidate) => candidate.id === keyOf(address));
    if (!row) throw refused(17004, 'pipeline not found');
    return row;
  };
  const contextsOf = (address: PipelineAddress) => (stored.contexts[keyOf(address)] ??= {});
  return {
    pipelineDetail: vi.fn(
      delayed((address: PipelineAddress) => ({
        ...find(address),
        spec: stored.specs[keyOf(address)] ?? { steps: [] },
      })),
    ),
    runContextChoices: vi.fn(delayed((address: PipelineAddress) => hiddenContexts(contextsOf(address)))),
    revealContextChoices: vi.fn(delayed((address: PipelineAddress) => ({ ...contextsOf(address) }))),
    runPipeline: vi.fn(
      delayed((address: PipelineAddress) => {
        find(address);
        return { pipelineRunName: `${address.pipeline}-20261125000000000` };
      }),
    ),
    createPipeline: vi.fn(
      delayed((project: string, body: Schemas['v1.CreatePipelineRequest']) => {
        const address = { project, pipeline: body.name };
        if (stored.rows.some((row) => row.id === keyOf(address)))
          throw refused(17010, 'pipeline name is exist');
        const ref = project === 'data' ? data : project === 'shop' ? shop : { name: project, alias: '' };
        stored.rows.unshift(
          pipeline(body.name, { project: ref, alias: body.alias ?? '', description: body.description ?? '' }),
        );
        stored.specs[keyOf(address)] = body.spec;
        return {
          name: body.name,
          alias: body.alias ?? '',
          description: body.description ?? '',
          project: ref,
          createTime: '',
          spec: body.spec,
        };
      }),
    ),
    deletePipeline: vi.fn(
      delayed((address: PipelineAddress) => {
        find(address);
        stored.rows = stored.rows.filter((row) => row.id !== keyOf(address));
      }),
    ),
    createPipelineContext: vi.fn(
      delayed((address: PipelineAddress, context: { name: string; values: ContextValue[] }) => {
        const contexts = contextsOf(address);
        if (contexts[context.name]) throw refused(17002, 'context name is exist');
        contexts[context.name] = context.values;
        return context;
      }),
    ),
    updatePipelineContext: vi.fn(
      delayed((address: PipelineAddress, name: string, values: ContextValue[]) => {
        contextsOf(address)[name] = values;
        return { name, values };
      }),
    ),
    deletePipelineContext: vi.fn(
      delayed((address: PipelineAddress, name: string) => {
        delete contextsOf(address)[name];
      }),
    ),
  };
}

/** Filters like GET /pipelines: by project, and by text in name, alias or description. */
function listed(rows: Pipeline[], filter: Record<string, string>) {
  const query = filter.q ?? '';
  return rows
    .filter((row) => !filter.project || row.project.name === filter.project)
    .filter((row) => [row.name, row.alias, row.description].some((field) => field.includes(query)));
}

export function pipelineProvider(
  rows: Pipeline[] = [release, nightly],
  contexts: Stored['contexts'] = { 'shop/release': { production: [{ key: 'env', value: 'prod' }] } },
) {
  const stored: Stored = { rows: [...rows], specs: {}, contexts: structuredClone(contexts) };
  const getList = vi.fn(
    delayed((resource: string, { pagination, filter }: GetListParams) => {
      const found = resource === 'pipelines' ? listed(stored.rows, filter as Record<string, string>) : [];
      const { page = 1, perPage = found.length } = pagination ?? {};
      return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length };
    }),
  );
  // The project tab loads its project first.
  const getOne = vi.fn(
    delayed((_resource: string, { id }: GetOneParams) => {
      const project = [shop, data].find((candidate) => candidate.name === id);
      if (!project) throw new HttpError('HTTP 404', 404, null);
      return { data: { id, ...project, description: '', createTime: '2026-11-01T10:20:30Z' } };
    }),
  );
  const verbs = pipelineVerbs(stored);
  return Object.assign(testDataProvider({ getList: getList as never, getOne: getOne as never }), {
    getList,
    getOne,
    ...verbs,
    stored,
  });
}
