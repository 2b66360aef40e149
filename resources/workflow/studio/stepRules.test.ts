import { describe, expect, it } from 'vitest';
import { dependsOnChoices, filledInputs, filledOutputs, offersType, stepNameProblem } from './stepRules';
import { groupedWorkflow } from './studioFixtures';

describe('stepNameProblem', () => {
  const workflow = groupedWorkflow();

  it('wants a name of at most 32 characters of the name pattern', () => {
    expect(stepNameProblem('', workflow)).toBe('required');
    expect(stepNameProblem(undefined, workflow)).toBe('required');
    expect(stepNameProblem('Deploy', workflow)).toBe('name');
    expect(stepNameProblem('a'.repeat(33), workflow)).toBe('name');
    expect(stepNameProblem('a'.repeat(32), workflow)).toBeUndefined();
  });

  it('refuses a name used by any step or sub step, except the step’s own', () => {
    expect(stepNameProblem('approve', workflow)).toBe('nameUsed');
    expect(stepNameProblem('notify-mail', workflow)).toBe('nameUsed');
    expect(stepNameProblem('notify-mail', workflow, 'approve')).toBe('nameUsed');
    expect(stepNameProblem('notify-mail', workflow, 'notify-mail')).toBeUndefined();
  });
});

describe('dependsOnChoices', () => {
  it('in a DAG workflow, offers every other step, sub steps as group/sub-step', () => {
    expect(dependsOnChoices(groupedWorkflow('DAG'), { name: 'approve' })).toEqual([
      { id: 'deploy-dev', name: 'deploy-dev' },
      { id: 'notify', name: 'notify' },
      { id: 'notify-slack', name: 'notify/notify-slack' },
      { id: 'notify-mail', name: 'notify/notify-mail' },
    ]);
    expect(dependsOnChoices(groupedWorkflow('DAG'), {}).map((choice) => choice.id)).toHaveLength(5);
  });

  it('in a step-by-step workflow with DAG sub mode, offers a sub step only its siblings', () => {
    const workflow = groupedWorkflow('StepByStep', 'DAG');
    expect(dependsOnChoices(workflow, { name: 'notify-mail', parent: 'notify' })).toEqual([
      { id: 'notify-slack', name: 'notify-slack' },
    ]);
    expect(dependsOnChoices(workflow, { parent: 'notify' })).toHaveLength(2);
    expect(dependsOnChoices(workflow, { name: 'approve' })).toEqual([]);
  });

  it('offers nothing when the sub steps also run one after another', () => {
    const workflow = groupedWorkflow('StepByStep', 'StepByStep');
    expect(dependsOnChoices(workflow, { name: 'notify-mail', parent: 'notify' })).toEqual([]);
  });
});

describe('rows and types', () => {
  it('keeps input and output rows only when both of their fields are filled', () => {
    expect(
      filledInputs([{ from: 'a', parameterKey: 'b' }, { from: 'a' }, { parameterKey: 'b' }, {}]),
    ).toEqual([{ from: 'a', parameterKey: 'b' }]);
    expect(filledOutputs([{ name: 'a', valueFrom: 'b' }, { name: 'a' }, { valueFrom: '' }])).toEqual([
      { name: 'a', valueFrom: 'b' },
    ]);
    expect(filledInputs(undefined)).toEqual([]);
  });

  it('offers no step group inside a group', () => {
    expect(offersType('step-group')).toBe(true);
    expect(offersType('step-group', 'notify')).toBe(false);
    expect(offersType('suspend', 'notify')).toBe(true);
  });
});
