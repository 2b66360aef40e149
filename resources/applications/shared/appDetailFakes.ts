/** Test support for the application frame: bindings, workflows, statuses and the deploy verbs of hello-world. */
import { appProvider, appTables, appTime, helloWorld } from './appFakes';
import { delayed } from '@src/test/latency';
import { vi } from 'vitest';
import type { FakeUser } from '@src/test/users';
import type { components } from '../../../contract/api';
import type { RaRecord } from 'react-admin';

type WorkflowRecord = components['schemas']['v1.WorkflowRecord'];

const binding = (name: string, alias: string) => ({
  id: name,
  name,
  alias,
  appDeployName: helloWorld.name,
  appDeployNamespace: `${name}-ns`,
  targetNames: [name],
  targets: [{ name, alias: `${alias} target` }],
  createTime: appTime,
  updateTime: appTime,
  workflow: { name: `workflow-${name}`, alias: '' },
});

const workflow = (name: string, envName: string, isDefault: boolean, alias = '') => ({
  id: name,
  name,
  alias,
  description: '',
  enable: false,
  default: isDefault,
  envName,
  mode: 'StepByStep',
  subMode: 'DAG',
  steps: [
    {
      name: `${envName}-target`,
      alias: `Deploy To ${envName}`,
      type: 'deploy',
      properties: { policies: [envName] },
    },
  ],
  createTime: appTime,
  updateTime: appTime,
});

export const workflows = [
  workflow('workflow-dev', 'dev', true, 'Development Workflow'),
  workflow('workflow-dev-canary', 'dev', false, 'Development Canary Workflow'),
  workflow('workflow-prod-extra', 'prod', false),
  workflow('workflow-prod', 'prod', true, 'Production Workflow'),
  workflow('workflow-qa', 'qa', false),
];

const env = (name: string) => ({
  id: name,
  name,
  alias: '',
  description: '',
  namespace: name,
  project: helloWorld.project,
  targets: [],
  createTime: appTime,
  updateTime: appTime,
});

export const statistics = { envCount: 3, targetCount: 2, revisionCount: 7, workflowCount: 5 };

export const deployAnswer = {
  version: '20240503091500123',
  status: 'running',
  envName: 'dev',
  note: '',
  triggerType: 'web',
  workflowName: 'workflow-dev',
  createTime: appTime,
  record: {
    name: 'workflow-dev-20240503091500123',
    namespace: 'dev',
    workflowName: 'workflow-dev',
    workflowAlias: '',
    applicationRevision: '20240503091500123',
    message: '',
    mode: 'StepByStep-DAG',
    status: 'initializing',
  },
};

/** hello-world bound to dev (running), prod and qa; the demo project also has `edge`, not bound. */
export function appDetailProvider({
  statuses = [{ envName: 'dev', status: 'running' }],
  extraTables = {} as Record<string, RaRecord[]>,
} = {}) {
  const tables = { ...appTables(), ...extraTables };
  tables['appEnvBindings:hello-world'] = [
    binding('dev', 'Development'),
    binding('prod', 'Production'),
    binding('qa', ''),
  ];
  tables['appWorkflows:hello-world'] = workflows;
  tables.envs = [...tables.envs, env('qa'), env('edge')];
  return Object.assign(appProvider(tables), {
    applicationStatistics: vi.fn(delayed(() => statistics)),
    applicationEnvStatuses: vi.fn(delayed(() => statuses)),
    deployApplication: vi.fn(delayed(() => deployAnswer)),
    dryRunApplication: vi.fn(
      delayed(() => ({ success: true, yaml: '---\n# Application(hello-world) \n---\nkind: Application\n' })),
    ),
    envRecords: vi.fn(delayed((): WorkflowRecord[] => [{ ...deployAnswer.record, steps: [] }])),
    // Never deployed: a status page answers without runtime views.
    envStatus: vi.fn(delayed(() => null)),
  });
}

/** An App Developer of demo, as the real role reads: its applications with everything in them, and environments. */
export const appDeveloper: FakeUser = {
  name: 'alice',
  alias: 'Alice',
  platformPermissions: [],
  projectPermissions: {
    demo: [
      {
        name: 'app-management',
        resources: [
          'project:demo/application:*',
          'project:demo/application:*/*',
          'project:demo/environment:*',
        ],
        actions: ['*'],
        effect: 'Allow',
      },
    ],
  },
};
