import { layoutSteps, STEP_WIDTH } from './layoutSteps';
import { runModes, stepGraphInput, type RecordStep } from './stepGraph';

const step = (name: string, phase = '', extra: Partial<RecordStep> = {}): RecordStep => ({
  id: `id-${name}`,
  name,
  alias: '',
  type: 'deploy',
  phase,
  ...extra,
});

describe('steps to graph input', () => {
  it('chains the steps of a step-by-step record and reads the spec phases', () => {
    const input = stepGraphInput(
      [step('approve', 'suspending', { alias: 'Approve', type: 'suspend' }), step('default', 'succeeded')],
      'StepByStep-DAG',
    );
    expect(input.nodes).toEqual([
      { id: 'approve', label: 'Approve', type: 'suspend', phase: 'pending', group: false },
      { id: 'default', label: 'default', type: 'deploy', phase: 'succeeded', group: false },
    ]);
    expect(input.edges).toEqual([{ id: 'approve->default', source: 'approve', target: 'default' }]);
  });

  it('draws a DAG from the workflow dependsOn between siblings only', () => {
    const input = stepGraphInput([step('a'), step('b'), step('c')], 'DAG-DAG', {
      steps: [
        { name: 'a', type: 'deploy' },
        { name: 'b', type: 'deploy', dependsOn: ['a'] },
        { name: 'c', type: 'deploy', dependsOn: ['a', 'b', 'missing'] },
      ],
    });
    expect(input.edges.map((edge) => edge.id)).toEqual(['a->b', 'a->c', 'b->c']);
  });

  it('puts the sub-steps of a group inside it, in the group mode', () => {
    const group = step('group', 'running', {
      type: 'step-group',
      subSteps: [
        { id: 's1', name: 'one', alias: '', type: 'deploy', phase: 'failed' },
        { id: 's2', name: 'two', alias: 'Two', type: 'notification', phase: 'skipped' },
      ],
    });
    const input = stepGraphInput([step('first', 'succeeded'), group], 'StepByStep-DAG', {
      steps: [
        { name: 'first', type: 'deploy' },
        { name: 'group', type: 'step-group', mode: 'StepByStep', subSteps: [] },
      ],
    });
    expect(
      input.nodes.filter((node) => node.parent === 'group').map((node) => [node.id, node.phase]),
    ).toEqual([
      ['one', 'failed'],
      ['two', 'skipped'],
    ]);
    expect(input.nodes.find((node) => node.id === 'group')?.group).toBe(true);
    expect(input.edges.map((edge) => edge.id)).toEqual(['first->group', 'one->two']);
  });

  it('falls back on the workflow modes when the record names none', () => {
    expect(runModes('', { mode: 'DAG', subMode: 'StepByStep' })).toEqual({
      steps: 'DAG',
      subSteps: 'StepByStep',
    });
    expect(runModes(undefined)).toEqual({ steps: 'StepByStep', subSteps: 'DAG' });
  });
});

describe('step layout', () => {
  it('places step-by-step steps left to right and sizes a group around its sub-steps', () => {
    const group = step('group', '', {
      type: 'step-group',
      subSteps: [
        { id: 's1', name: 'one', alias: '', type: 'deploy' },
        { id: 's2', name: 'two', alias: '', type: 'deploy' },
      ],
    });
    const placed = layoutSteps(stepGraphInput([step('first'), group], 'StepByStep-StepByStep'));
    const at = (id: string) => placed.find((node) => node.id === id);
    expect(placed.map((node) => node.id)).toEqual(['first', 'group', 'one', 'two']);
    expect(at('group')!.x).toBeGreaterThan(at('first')!.x + STEP_WIDTH);
    expect(at('two')!.x).toBeGreaterThan(at('one')!.x + STEP_WIDTH);
    expect(at('group')!.width).toBeGreaterThan(2 * STEP_WIDTH);
    expect(at('two')!.x + STEP_WIDTH).toBeLessThan(at('group')!.width);
  });
});
