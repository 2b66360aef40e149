import type { PipelineRunBase } from '@dataProvider/verbs/pipelineRuns';
import { stepGraphInput } from '@resources/workflow';
import { runDefinitions, runModeText, runSteps, stepDefinitionOf } from './runSteps';

const base: PipelineRunBase = {
  pipelineName: 'release',
  pipelineRunName: 'release-20240501102030123',
  project: { name: 'demo', alias: 'Demo' },
  record: 0,
  contextName: '',
  contextValues: [],
  spec: {
    mode: { steps: 'DAG', subSteps: 'DAG' },
    workflowSpec: {
      steps: [
        { name: 'check', type: 'request', properties: '{"url":"https://example.com"}' },
        { name: 'approve', type: 'suspend', meta: { alias: 'Approve' }, dependsOn: ['check'] },
        {
          name: 'group',
          type: 'step-group',
          dependsOn: ['approve'],
          subSteps: [{ name: 'one', type: 'notification', if: 'always' }],
        },
      ],
    },
  },
};

describe('the steps of a run', () => {
  it('reads definitions from the run spec: aliases, JSON properties, sub-steps', () => {
    const definitions = runDefinitions(base);
    expect(definitions.mode).toBe('DAG');
    expect(stepDefinitionOf(definitions, 'check')?.properties).toEqual({ url: 'https://example.com' });
    expect(stepDefinitionOf(definitions, 'approve')?.alias).toBe('Approve');
    expect(stepDefinitionOf(definitions, 'one')?.if).toBe('always');
  });

  it('shows the steps not reached yet as pending, in the order of the spec, and draws the DAG', () => {
    const definitions = runDefinitions(base);
    const steps = runSteps(definitions, [
      { id: 'a1', name: 'check', type: 'request', phase: 'succeeded' },
      { id: 'a2', name: 'approve', type: 'suspend', phase: 'suspending' },
    ]);
    expect(steps.map((step) => [step.name, step.phase])).toEqual([
      ['check', 'succeeded'],
      ['approve', 'suspending'],
      ['group', 'pending'],
    ]);
    expect(steps[2].subSteps?.map((step) => [step.name, step.phase])).toEqual([['one', 'pending']]);
    const graph = stepGraphInput(steps, runModeText(undefined, base), definitions);
    expect(graph.edges.map((edge) => edge.id)).toEqual(['check->approve', 'approve->group']);
    expect(graph.nodes.find((node) => node.id === 'approve')?.label).toBe('Approve');
  });
});
