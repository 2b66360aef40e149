import { describe, expect, it } from 'vitest';
import { connectSteps, disconnectSteps, workflowToCanvas } from './studioGraph';
import { groupedWorkflow } from './studioFixtures';
import { findStep } from './studioWorkflow';

const edgeIds = (workflow: Parameters<typeof workflowToCanvas>[0]) =>
  workflowToCanvas(workflow).edges.map((edge) => `${edge.id} ${edge.kind}`);

describe('workflowToCanvas', () => {
  it('draws every step and sub step, a group before its sub steps, with the alias as label', () => {
    const { nodes } = workflowToCanvas(groupedWorkflow());
    expect(nodes).toEqual([
      { id: 'deploy-dev', label: 'deploy-dev', type: 'deploy', group: false },
      { id: 'notify', label: 'notify', type: 'step-group', group: true },
      { id: 'notify-slack', label: 'notify-slack', type: 'notification', group: false, parent: 'notify' },
      { id: 'notify-mail', label: 'notify-mail', type: 'notification', group: false, parent: 'notify' },
      { id: 'approve', label: 'Approve', type: 'suspend', group: false },
    ]);
  });

  it('in DAG mode, draws each dependsOn as an edge, a sub step’s into the step that waits for it', () => {
    expect(edgeIds(groupedWorkflow('DAG', 'DAG'))).toEqual([
      'deploy-dev->notify dependsOn',
      'notify->approve dependsOn',
      'notify-mail->approve dependsOn',
      'notify-slack->notify-mail dependsOn',
    ]);
  });

  it('in step-by-step mode, puts each step after the previous one, and the sub steps by the sub mode', () => {
    expect(edgeIds(groupedWorkflow('StepByStep', 'StepByStep'))).toEqual([
      'deploy-dev->notify order',
      'notify->approve order',
      'notify-slack->notify-mail order',
    ]);
    expect(edgeIds(groupedWorkflow('StepByStep', 'DAG'))).toContain('notify-slack->notify-mail dependsOn');
  });

  it('ignores a dependsOn on a step that does not exist', () => {
    const workflow = {
      mode: 'DAG' as const,
      subMode: 'DAG' as const,
      steps: [{ name: 'a', type: 'x', dependsOn: ['gone'] }],
    };
    expect(workflowToCanvas(workflow).edges).toEqual([]);
  });
});

describe('connecting steps on the canvas', () => {
  it('adds the source to the target’s dependsOn once, and removing the edge takes it out', () => {
    const start = groupedWorkflow('DAG');
    const connected = connectSteps(connectSteps(start, 'deploy-dev', 'approve'), 'deploy-dev', 'approve');
    expect(findStep(connected, 'approve')?.dependsOn).toEqual(['notify', 'notify-mail', 'deploy-dev']);
    expect(findStep(disconnectSteps(connected, 'notify', 'approve'), 'approve')?.dependsOn).toEqual([
      'notify-mail',
      'deploy-dev',
    ]);
  });

  it('refuses an edge the mode does not allow: between top-level steps in step-by-step mode, across groups', () => {
    const stepByStep = groupedWorkflow('StepByStep', 'DAG');
    expect(connectSteps(stepByStep, 'deploy-dev', 'approve')).toBe(stepByStep);
    expect(connectSteps(stepByStep, 'deploy-dev', 'notify-slack')).toBe(stepByStep);
    const apart = disconnectSteps(stepByStep, 'notify-slack', 'notify-mail');
    expect(findStep(connectSteps(apart, 'notify-mail', 'notify-slack'), 'notify-slack')?.dependsOn).toEqual([
      'notify-mail',
    ]);
  });

  it('refuses an edge that would close a cycle', () => {
    const workflow = groupedWorkflow('DAG');
    expect(connectSteps(workflow, 'approve', 'deploy-dev')).toBe(workflow);
    expect(connectSteps(workflow, 'notify-mail', 'notify-slack')).toBe(workflow);
  });

  it('never makes a step depend on itself', () => {
    const workflow = groupedWorkflow('DAG');
    expect(connectSteps(workflow, 'approve', 'approve')).toBe(workflow);
  });
});
