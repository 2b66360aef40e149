import type { PipelineStep } from '../../store/pipelineRecords';
import { durationMs, type SimulationInput, simulateRun } from './pipelineRun';

const start = '2026-03-01T08:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(start) + seconds * 1000);

function step(name: string, type: string, extra: Partial<PipelineStep> = {}): PipelineStep {
  return { name, type, alias: '', description: '', orderIndex: 0, dependsOn: [], ...extra };
}

function simulate(steps: PipelineStep[], seconds: number, extra: Partial<SimulationInput> = {}) {
  return simulateRun({
    runName: 'run',
    steps,
    mode: { steps: 'StepByStep', subSteps: 'DAG' },
    startTime: start,
    resumes: [],
    terminatedAt: '',
    stepSeconds: 2,
    now: at(seconds),
    context: {},
    isKnownStepType: (type) => type !== 'mystery',
    ...extra,
  });
}

const phases = (run: ReturnType<typeof simulateRun>) =>
  run.steps.map((status) => [status.name, status.phase]);

describe('the pipeline run simulator', () => {
  it('reads Go durations', () => {
    expect(durationMs('1h30m')).toBe(5_400_000);
    expect(durationMs('45s')).toBe(45_000);
    expect(durationMs('soon')).toBeUndefined();
  });

  it('starts DAG steps once their dependencies are done', () => {
    const steps = [
      step('a', 'apply-object'),
      step('b', 'apply-object'),
      step('c', 'apply-object', { dependsOn: ['a', 'b'] }),
    ];
    const dag = { mode: { steps: 'DAG', subSteps: 'DAG' } };
    expect(phases(simulate(steps, 1, dag))).toEqual([
      ['a', 'running'],
      ['b', 'running'],
    ]);
    expect(phases(simulate(steps, 3, dag))).toEqual([
      ['a', 'succeeded'],
      ['b', 'succeeded'],
      ['c', 'running'],
    ]);
    expect(simulate(steps, 4, dag)).toMatchObject({
      phase: 'succeeded',
      finished: true,
      endTime: at(4).toISOString(),
    });
  });

  it('runs the sub-steps of a group in parallel by default', () => {
    const group = step('group', 'step-group', {
      subSteps: [step('x', 'apply-object'), step('y', 'apply-object')],
    });
    const running = simulate([group, step('after', 'apply-object')], 1);
    expect(running.steps[0].subSteps?.map((sub) => sub.phase)).toEqual(['running', 'running']);
    expect(phases(simulate([group, step('after', 'apply-object')], 3))).toEqual([
      ['group', 'succeeded'],
      ['after', 'running'],
    ]);
  });

  it('ends a suspend step after its duration, or at a resume of that step', () => {
    const steps = [
      step('wait', 'suspend', { properties: { duration: '10s' } }),
      step('next', 'apply-object'),
    ];
    expect(simulate(steps, 5)).toMatchObject({ phase: 'suspending', suspend: true });
    expect(phases(simulate(steps, 11))).toEqual([
      ['wait', 'succeeded'],
      ['next', 'running'],
    ]);
    const resumed = simulate(steps, 3, { resumes: [{ at: at(2).toISOString(), step: 'wait' }] });
    expect(phases(resumed)).toEqual([
      ['wait', 'succeeded'],
      ['next', 'running'],
    ]);
    const otherStep = simulate(steps, 5, { resumes: [{ at: at(2).toISOString(), step: 'other' }] });
    expect(otherStep.phase).toBe('suspending');
  });

  it('fails steps of unknown types and skips those whose context condition does not hold', () => {
    const steps = [step('maybe', 'apply-object', { if: 'context.env == "prod"' }), step('odd', 'mystery')];
    const run = simulate(steps, 5, { context: { env: 'dev' } });
    expect(phases(run)).toEqual([
      ['maybe', 'skipped'],
      ['odd', 'failed'],
    ]);
    expect(run).toMatchObject({
      phase: 'failed',
      message: 'workflowstepdefinitions.core.oam.dev "mystery" not found',
    });
  });
});
