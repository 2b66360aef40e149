/** Test support for the record pages: hello-world's dev records and the record verbs. */
import { appDetailProvider, deployAnswer } from '../shared/appDetailFakes';
import { delayed } from '@src/test/latency';
import type { components } from '../../../contract/api';
import { vi } from 'vitest';

type Schemas = components['schemas'];
type WorkflowRecord = Schemas['v1.WorkflowRecord'];

export const recordName = deployAnswer.record.name;
export const olderRecordName = 'workflow-dev-20240502080000000';
export const rolledBackName = 'workflow-dev-20240503100000000';

export const record = (status: string, extra: Partial<WorkflowRecord> = {}): WorkflowRecord => ({
  ...deployAnswer.record,
  status,
  startTime: '2024-05-03T09:15:00Z',
  steps: [
    {
      id: 's0',
      name: 'approve',
      alias: 'Approve',
      type: 'suspend',
      phase: status === 'suspending' ? 'suspending' : 'succeeded',
    },
    { id: 's1', name: 'dev-target', alias: 'Deploy To dev', type: 'deploy', phase: '' },
  ],
  ...extra,
});

/** hello-world's dev environment holding the given record, and an older succeeded one. */
export function recordProvider(newest: WorkflowRecord = record('suspending')) {
  const dataProvider = appDetailProvider();
  dataProvider.envRecords.mockImplementation(
    delayed(() => [
      newest,
      record('succeeded', { name: olderRecordName, startTime: '2024-05-02T08:00:00Z' }),
    ]),
  );
  return Object.assign(dataProvider, {
    stepLog: vi.fn(delayed(() => ({ log: '', source: '' }))),
    stepInputs: vi.fn(delayed((): Schemas['v1.InputVar'][] => [])),
    stepOutputs: vi.fn(delayed((): Schemas['v1.OutputVar'][] => [])),
    resumeRecord: vi.fn(delayed(() => undefined)),
    terminateRecord: vi.fn(delayed(() => undefined)),
    rollbackRecord: vi.fn(delayed(() => ({ ...deployAnswer.record, name: rolledBackName }))),
  });
}
