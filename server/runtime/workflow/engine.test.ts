import { never, playSteps, type PlayRules, type StepAction } from './engine';

interface Step {
  name: string;
  dependsOn?: string[];
  action?: StepAction<Step>;
  if?: string;
}

function rules(overrides: Partial<PlayRules<Step>> = {}): PlayRules<Step> {
  return {
    stepMs: 1000,
    afterFailure: 'stop',
    dependencies: 'listed',
    name: (step) => step.name,
    dependsOn: (step) => step.dependsOn ?? [],
    action: (step) => step.action ?? { kind: 'work' },
    resumedAt: () => undefined,
    ...overrides,
  };
}

const fails: StepAction<Step> = { kind: 'work', failure: 'boom' };
const timings = (played: ReturnType<typeof playSteps<Step>>) =>
  played.map(({ step, start, end, outcome }) => [step.name, start, end, outcome]);

describe('the workflow-step engine', () => {
  it('plays StepByStep one step after the other and DAG steps once their dependencies are done', () => {
    const steps = [{ name: 'a' }, { name: 'b' }, { name: 'c', dependsOn: ['a'] }];
    expect(timings(playSteps(steps, 'StepByStep', 0, rules()))).toEqual([
      ['a', 0, 1000, 'succeeded'],
      ['b', 1000, 2000, 'succeeded'],
      ['c', 2000, 3000, 'succeeded'],
    ]);
    expect(timings(playSteps(steps, 'DAG', 0, rules()))).toEqual([
      ['a', 0, 1000, 'succeeded'],
      ['b', 0, 1000, 'succeeded'],
      ['c', 1000, 2000, 'succeeded'],
    ]);
  });

  it('under stop, never starts what waits for a failure and ends a group at its first failure', () => {
    const group: Step = {
      name: 'group',
      action: {
        kind: 'group',
        mode: 'DAG',
        steps: [
          { name: 'quick', action: fails },
          { name: 'slow', action: { kind: 'suspend' } },
        ],
      },
    };
    const played = playSteps([group, { name: 'after' }], 'StepByStep', 0, rules());
    expect(timings(played)).toEqual([
      ['group', 0, 1000, 'failed'],
      ['after', never, never, 'succeeded'],
    ]);
    expect(played[0]).toMatchObject({ message: 'boom' });
  });

  it('under skip, skips what waits for a failure unless it runs always, and a group waits for all', () => {
    const group: Step = {
      name: 'group',
      action: {
        kind: 'group',
        mode: 'DAG',
        steps: [
          { name: 'quick', action: fails },
          { name: 'slow', action: { kind: 'suspend', timeoutMs: 5000 } },
        ],
      },
    };
    const skip = rules({
      afterFailure: 'skip',
      condition: (step) => ({ holds: step.if !== 'never', always: step.if === 'always' }),
    });
    const steps = [group, { name: 'next' }, { name: 'cleanup', if: 'always' }, { name: 'off', if: 'never' }];
    expect(timings(playSteps(steps, 'StepByStep', 0, skip))).toEqual([
      ['group', 0, 5000, 'failed'],
      ['next', 5000, 5000, 'skipped'],
      ['cleanup', 5000, 6000, 'succeeded'],
      ['off', 6000, 6000, 'skipped'],
    ]);
  });

  it('waits for a step listed later only when every dependency counts', () => {
    const steps = [{ name: 'first', dependsOn: ['second'] }, { name: 'second' }];
    expect(timings(playSteps(steps, 'DAG', 0, rules()))[0]).toEqual(['first', 0, 1000, 'succeeded']);
    expect(timings(playSteps(steps, 'DAG', 0, rules({ dependencies: 'any' })))[0]).toEqual([
      'first',
      1000,
      2000,
      'succeeded',
    ]);
  });

  it('ends a suspend step at its resume or its timeout, whichever comes first, else never', () => {
    const wait = (timeoutMs?: number): Step => ({ name: 'wait', action: { kind: 'suspend', timeoutMs } });
    const resumedAt3s = rules({ resumedAt: (_, start) => Math.max(start, 3000) });
    expect(playSteps([wait()], 'DAG', 0, rules())[0].end).toBe(never);
    expect(playSteps([wait()], 'DAG', 0, resumedAt3s)[0].end).toBe(3000);
    expect(playSteps([wait(2000)], 'DAG', 0, resumedAt3s)[0].end).toBe(2000);
  });
});
