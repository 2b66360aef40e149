import { describe, expect, it } from 'vitest';
import { groupedWorkflow } from './studioFixtures';
import { findStep, putStep, removeStep, stepNames, studioWorkflowOf } from './studioWorkflow';

describe('studioWorkflowOf', () => {
  it('starts from the server’s defaults for empty modes', () => {
    expect(studioWorkflowOf({ mode: '', subMode: '' })).toEqual({
      mode: 'StepByStep',
      subMode: 'DAG',
      steps: [],
    });
  });

  it('holds only steps that are objects, and a group’s sub steps as a list of objects', () => {
    const steps = [null, 'deploy', { name: 'notify', type: 'step-group', subSteps: 'notify-slack' }];
    expect(studioWorkflowOf({ steps } as never).steps).toEqual([
      { name: 'notify', type: 'step-group', subSteps: [] },
    ]);
    expect(studioWorkflowOf({ steps: 'deploy' } as never).steps).toEqual([]);
  });
});

describe('removeStep', () => {
  it('removes a group with its sub steps and every dependsOn that named them', () => {
    const left = removeStep(groupedWorkflow(), 'notify');
    expect(stepNames(left)).toEqual(['deploy-dev', 'approve']);
    expect(findStep(left, 'approve')?.dependsOn).toEqual([]);
  });

  it('removes a sub step from its group', () => {
    const left = removeStep(groupedWorkflow(), 'notify-slack');
    expect(stepNames(left)).toEqual(['deploy-dev', 'notify', 'notify-mail', 'approve']);
    expect(findStep(left, 'notify-mail')?.dependsOn).toEqual([]);
  });
});

describe('putStep', () => {
  it('adds a step at the end, or at the end of a group’s sub steps', () => {
    const added = putStep(groupedWorkflow(), { name: 'wait', type: 'suspend' });
    expect(stepNames(added).at(-1)).toBe('wait');
    const inGroup = putStep(groupedWorkflow(), { name: 'wait', type: 'suspend' }, { parent: 'notify' });
    expect(stepNames(inGroup)).toEqual([
      'deploy-dev',
      'notify',
      'notify-slack',
      'notify-mail',
      'wait',
      'approve',
    ]);
  });

  it('replaces a step where it stands and carries a new name into dependsOn', () => {
    const renamed = putStep(
      groupedWorkflow(),
      { name: 'notify-email', type: 'notification' },
      { parent: 'notify', replacing: 'notify-mail' },
    );
    expect(stepNames(renamed)).toEqual(['deploy-dev', 'notify', 'notify-slack', 'notify-email', 'approve']);
    expect(findStep(renamed, 'approve')?.dependsOn).toEqual(['notify', 'notify-email']);
  });
});
