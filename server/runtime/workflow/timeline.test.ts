import type { StepPlan } from '../../store/applicationRecords';
import { deriveRun } from './timeline';

function step(name: string, overrides: Partial<StepPlan> = {}): StepPlan {
  return {
    id: name,
    name,
    alias: '',
    type: 'notification',
    dependsOn: [],
    outcome: 'succeed',
    failure: '',
    placements: [],
    components: [],
    inputs: [],
    outputs: [],
    subMode: 'DAG',
    subSteps: [],
    ...overrides,
  };
}

const start = '2024-05-01T10:00:00.000Z';
const at = (seconds: number) => Date.parse(start) + seconds * 1000;
const phases = (state: ReturnType<typeof deriveRun>) => state.steps.map((s) => `${s.name}:${s.phase}`);

describe('deriveRun', () => {
  it('runs DAG steps in parallel unless they depend on each other', () => {
    const run = {
      plan: [step('a'), step('b'), step('c', { dependsOn: ['a'] })],
      mode: 'DAG-DAG',
      startTime: start,
      resumes: {},
    };
    expect(phases(deriveRun(run, at(1), 3))).toEqual(['a:running', 'b:running', 'c:pending']);
    expect(phases(deriveRun(run, at(4), 3))).toEqual(['a:succeeded', 'b:succeeded', 'c:running']);
    expect(deriveRun(run, at(6), 3)).toMatchObject({ status: 'succeeded', endTime: at(6) });
  });

  it('fails a group when one of its sub-steps fails and stops the steps after it', () => {
    const group = step('group', {
      type: 'step-group',
      subMode: 'StepByStep',
      subSteps: [step('ok'), step('broken', { outcome: 'fail', failure: 'boom' })],
    });
    const run = { plan: [group, step('after')], mode: 'StepByStep-DAG', startTime: start, resumes: {} };
    const state = deriveRun(run, at(60), 3);
    expect(state).toMatchObject({ status: 'failed', endTime: at(6), message: 'step group failed: boom' });
    expect(phases(state)).toEqual(['group:failed', 'after:pending']);
    expect(state.steps[0].subSteps?.map((s) => s.phase)).toEqual(['succeeded', 'failed']);
  });

  it('waits on a suspend step until it is resumed or its duration passed', () => {
    const plan = [step('wait', { type: 'suspend', outcome: 'suspend' }), step('next')];
    expect(
      deriveRun({ plan, mode: 'StepByStep-DAG', startTime: start, resumes: {} }, at(100), 3).status,
    ).toBe('suspending');
    const resumed = {
      plan,
      mode: 'StepByStep-DAG',
      startTime: start,
      resumes: { wait: '2024-05-01T10:00:50.000Z' },
    };
    expect(deriveRun(resumed, at(53), 3)).toMatchObject({ status: 'succeeded', endTime: at(53) });
    const timed = [step('wait', { type: 'suspend', outcome: 'suspend', suspendSeconds: 5 }), step('next')];
    expect(
      phases(deriveRun({ plan: timed, mode: 'StepByStep-DAG', startTime: start, resumes: {} }, at(6), 3)),
    ).toEqual(['wait:succeeded', 'next:running']);
  });
});
