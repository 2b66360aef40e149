/** Test support: the demo project's release pipeline, one run of it and the run verbs. */
import type { PipelineDetail, PipelineRunBase, PipelineRunStatus } from '@dataProvider/verbs/pipelineRuns';
import type { StepInputValue, StepOutputValue } from '@dataProvider/verbs/workflowRecords';
import { delayed } from '@src/test/latency';
import { listsDataProvider } from '@src/test/listDataProvider';
import { vi } from 'vitest';

export const runName = 'release-20240501102030123';
export const rerunName = 'release-20240501113000000';
export const RUN_PATH = `/projects/demo/pipelines/release/runs/${runName}`;
export const ADDRESS = { project: 'demo', pipeline: 'release', run: runName };

const steps = [
  { name: 'check', type: 'request', alias: '', description: '', orderIndex: 0, dependsOn: [] },
  {
    name: 'approve',
    type: 'suspend',
    alias: 'Approve',
    description: '',
    orderIndex: 1,
    dependsOn: [],
    properties: { message: 'Approve the release' },
  },
];

export const pipeline = (): PipelineDetail => ({
  name: 'release',
  alias: 'Release',
  description: 'Checks and waits for approval',
  project: { name: 'demo', alias: 'Demo' },
  createTime: '2024-05-01T10:00:00Z',
  spec: { mode: { steps: 'StepByStep', subSteps: 'DAG' }, steps },
  info: {
    lastRun: { ...runBase(), status: runStatusOf('suspending') },
    runStat: { activeNum: 1, total: { total: 1, success: 0, fail: 1 }, week: [] },
  },
});

export const runBase = (): PipelineRunBase => ({
  pipelineName: 'release',
  pipelineRunName: runName,
  project: { name: 'demo', alias: 'Demo' },
  record: 0,
  contextName: 'production',
  contextValues: [{ key: 'env', value: 'prod' }],
  spec: {
    mode: { steps: 'StepByStep', subSteps: 'DAG' },
    workflowSpec: {
      steps: [
        { name: 'check', type: 'request' },
        {
          name: 'approve',
          type: 'suspend',
          meta: { alias: 'Approve' },
          properties: '{"message":"Approve the release"}',
        },
      ],
    },
  },
});

/** The run's status: the check done, and the approval in the phase that goes with the run's status. */
export const runStatusOf = (status: string): PipelineRunStatus => ({
  status,
  finished: ['succeeded', 'failed', 'terminated'].includes(status),
  suspend: status === 'suspending',
  terminated: status === 'terminated',
  mode: { steps: 'StepByStep', subSteps: 'DAG' },
  message: status === 'suspending' ? 'Approve the release' : '',
  startTime: '2024-05-01T10:20:30Z',
  endTime: '',
  steps: [
    {
      id: 's1',
      name: 'check',
      type: 'request',
      phase: 'succeeded',
      firstExecuteTime: '2024-05-01T10:20:30Z',
      lastExecuteTime: '2024-05-01T10:20:33Z',
    },
    {
      id: 's2',
      name: 'approve',
      type: 'suspend',
      phase: status === 'suspending' ? 'suspending' : 'succeeded',
    },
  ],
});

/** The demo project, the release pipeline and its run in the given status, with every verb the pages use. */
export function runProvider(status = 'suspending') {
  return Object.assign(listsDataProvider({ projects: [{ id: 'demo', name: 'demo', alias: 'Demo' }] }), {
    pipelineDetail: vi.fn(delayed(pipeline)),
    savePipelineSpec: vi.fn(delayed(() => pipeline())),
    runPipeline: vi.fn(
      delayed(() => ({ ...runBase(), pipelineRunName: rerunName, status: runStatusOf('executing') })),
    ),
    runContextChoices: vi.fn(delayed(() => ({ production: [{ key: 'env', value: 'prod' }] }))),
    pipelineRunBase: vi.fn(delayed(runBase)),
    pipelineRunStatus: vi.fn(delayed(() => runStatusOf(status))),
    pipelineRunLog: vi.fn(
      delayed((_run: unknown, step: string) =>
        step === 'check' ? '2024-05-01T10:20:30Z INFO GET https://registry.example.com\n' : '',
      ),
    ),
    pipelineRunOutputs: vi.fn(delayed((): StepOutputValue[] => [])),
    pipelineRunInputs: vi.fn(delayed((): StepInputValue[] => [])),
    stopPipelineRun: vi.fn(delayed(() => undefined)),
    terminatePipelineRun: vi.fn(delayed(() => undefined)),
    resumePipelineRun: vi.fn(delayed(() => undefined)),
    listEnabledAddonNames: vi.fn(delayed(() => ['velaux', 'vela-workflow'])),
  });
}
