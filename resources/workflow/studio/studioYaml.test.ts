import { describe, expect, it } from 'vitest';
import { groupedWorkflow } from './studioFixtures';
import { workflowToYaml, yamlToWorkflow } from './studioYaml';

describe('workflowToYaml', () => {
  it('writes the modes, then the steps with their sub steps and dependsOn', () => {
    const text = workflowToYaml(groupedWorkflow('StepByStep', 'DAG'));
    expect(text).toMatch(/^mode: StepByStep\nsubMode: DAG\nsteps:\n {2}- name: deploy-dev\n/);
    expect(text).toContain('    subSteps:\n      - name: notify-slack\n');
    expect(text).toContain('        dependsOn:\n          - notify-slack\n');
  });

  it('leaves out what is not set: empty texts and lists, a group’s properties, a step’s sub steps', () => {
    const text = workflowToYaml({
      mode: 'DAG',
      subMode: 'DAG',
      steps: [
        { name: 'a', type: 'suspend', alias: '', dependsOn: [], inputs: [], properties: {}, subSteps: [] },
        { name: 'g', type: 'step-group', properties: { x: 1 }, inputs: [{ from: 'o', parameterKey: 'k' }] },
      ],
    });
    expect(text).toBe(
      'mode: DAG\nsubMode: DAG\nsteps:\n  - name: a\n    type: suspend\n  - name: g\n    type: step-group\n    subSteps: []\n',
    );
  });
});

describe('yamlToWorkflow', () => {
  it('reads back what the canvas wrote, groups and DAG edges included', () => {
    const workflow = groupedWorkflow();
    const read = yamlToWorkflow(workflowToYaml(workflow));
    expect(read).toEqual({ ok: true, workflow });
  });

  it('takes the server’s defaults for modes it does not name, and no steps as none', () => {
    expect(yamlToWorkflow('steps: []')).toEqual({
      ok: true,
      workflow: { mode: 'StepByStep', subMode: 'DAG', steps: [] },
    });
    expect(yamlToWorkflow('mode: DAG')).toMatchObject({ ok: true, workflow: { mode: 'DAG', steps: [] } });
  });

  it.each([
    ['mode: [', 'syntax'],
    ['- a', 'notObject'],
    ['mode: Parallel', 'mode'],
    ['steps: {name: a}', 'notArray'],
  ])('refuses %j (%s)', (text, key) => {
    expect(yamlToWorkflow(text)).toMatchObject({ ok: false, problem: { key } });
  });

  it('numbers the step it refuses, a sub step within its group', () => {
    const problem = (text: string) => {
      const result = yamlToWorkflow(text);
      return result.ok ? undefined : result.problem;
    };
    expect(problem('steps:\n  - name: a\n    type: deploy\n  - type: suspend')).toEqual({
      key: 'noName',
      values: { position: '2' },
    });
    expect(problem('steps:\n  - name: a')).toEqual({ key: 'noType', values: { position: '1' } });
    expect(problem('steps:\n  - null')).toEqual({ key: 'invalid', values: { position: '1' } });
    expect(
      problem(
        'steps:\n  - name: g\n    type: step-group\n    subSteps:\n      - name: h\n        type: step-group',
      ),
    ).toEqual({ key: 'nestedGroup', values: { position: '1.1' } });
    expect(problem('steps:\n  - name: g\n    type: step-group\n    subSteps: x')).toEqual({
      key: 'subStepsNotArray',
      values: { position: '1' },
    });
  });

  it('refuses a name used twice, a sub step’s included', () => {
    const text =
      'steps:\n  - name: a\n    type: deploy\n  - name: g\n    type: step-group\n    subSteps:\n      - name: a\n        type: suspend';
    expect(yamlToWorkflow(text)).toEqual({ ok: false, problem: { key: 'nameUsed', values: { name: 'a' } } });
  });
});
