import { features } from '@src/features';
import { createI18nProvider } from '@src/i18n/catalogs/i18nProvider';
import {
  parseStepsYaml,
  problemText,
  sameSteps,
  stepsToYaml,
  studioPipelineOf,
  type StepsCheck,
} from './pipelineSteps';

const { translate } = createI18nProvider(features);

/** What the studio shows under the YAML for a text. */
function refusals(yaml: string): string[] {
  const checked: StepsCheck = parseStepsYaml(yaml);
  return checked.ok ? [] : checked.problems.map((problem) => problemText(problem, translate));
}

describe('the steps YAML of the pipeline studio', () => {
  it('refuses a step without a type, naming its index', () => {
    expect(refusals('- name: approve\n  type: suspend\n- name: announce\n')).toEqual([
      '[1] Step does not specify a type.',
    ]);
  });

  it('refuses an unnamed step and an empty entry, each once', () => {
    expect(refusals('- type: suspend\n-\n- name: check\n')).toEqual([
      '[0] Step is not named.',
      '[1] Step is invalid.',
      '[2] Step does not specify a type.',
    ]);
  });

  it.each(['name: approve\ntype: suspend\n', '', 'just text'])('refuses %j, which is not a list', (yaml) => {
    expect(refusals(yaml)).toEqual(['The YAML content is not a valid array.']);
  });

  it('says where the YAML itself is broken', () => {
    expect(refusals('- name: [approve\n')[0]).toMatch(/^Please input a valid yaml config: /);
  });

  it('reads valid steps with every field the API requires', () => {
    const checked = parseStepsYaml(
      '- name: approve\n  type: suspend\n  properties:\n    message: go?\n- name: group\n  type: step-group\n  subSteps:\n    - name: one\n      type: notification\n',
    );
    expect(checked).toEqual({
      ok: true,
      steps: [
        {
          name: 'approve',
          type: 'suspend',
          alias: '',
          description: '',
          orderIndex: 0,
          dependsOn: [],
          properties: { message: 'go?' },
        },
        {
          name: 'group',
          type: 'step-group',
          alias: '',
          description: '',
          orderIndex: 1,
          dependsOn: [],
          subSteps: [
            { name: 'one', type: 'notification', alias: '', description: '', orderIndex: 0, dependsOn: [] },
          ],
        },
      ],
    });
  });

  it('writes steps without their empty fields, and reads them back the same', () => {
    const checked = parseStepsYaml(
      '- name: a\n  type: suspend\n  dependsOn: [b]\n- name: b\n  type: suspend\n',
    );
    if (!checked.ok) throw new Error('refused');
    const yaml = stepsToYaml(checked.steps);
    expect(yaml).toBe('- name: a\n  type: suspend\n  dependsOn:\n    - b\n- name: b\n  type: suspend\n');
    const again = parseStepsYaml(yaml);
    expect(again.ok && sameSteps(again.steps, checked.steps)).toBe(true);
  });
});

describe('what the studio edits of a stored pipeline', () => {
  it('holds the steps that are objects as the API wants them, and the default modes for others', () => {
    const spec = {
      mode: { steps: 404 },
      steps: [null, 'approve', { name: 'check', type: 'request', dependsOn: null, alias: { en: 'Check' } }],
    };
    expect(studioPipelineOf({ spec })).toEqual({
      steps: [{ name: 'check', type: 'request', alias: '', description: '', orderIndex: 0, dependsOn: [] }],
      modes: { mode: 'StepByStep', subMode: 'DAG' },
    });
  });

  it('holds no steps for a pipeline without a spec', () => {
    expect(studioPipelineOf({})).toEqual({ steps: [], modes: { mode: 'StepByStep', subMode: 'DAG' } });
  });
});
