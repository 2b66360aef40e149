import { dump, load } from 'js-yaml';
import { tidySteps } from './stepRules';
import { isStepGroup, type StudioWorkflow, type WorkflowMode, type WorkflowStep } from './studioWorkflow';

/** Why a YAML text is not a workflow: a message key under `resources.workflowStudio.yaml.*` and its values. */
export interface YamlProblem {
  key:
    | 'syntax'
    | 'notObject'
    | 'mode'
    | 'notArray'
    | 'subStepsNotArray'
    | 'invalid'
    | 'noName'
    | 'noType'
    | 'nestedGroup'
    | 'nameUsed';
  values?: Record<string, string | number>;
}

export type YamlResult = { ok: true; workflow: StudioWorkflow } | { ok: false; problem: YamlProblem };

/** The workflow as the YAML view shows it: modes, then the steps with only what is set. */
export function workflowToYaml(workflow: StudioWorkflow): string {
  const document = { mode: workflow.mode, subMode: workflow.subMode, steps: tidySteps(workflow.steps) };
  return dump(document, { noRefs: true, lineWidth: -1 });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readMode = (value: unknown, fallback: WorkflowMode): WorkflowMode | undefined =>
  value === undefined ? fallback : value === 'DAG' || value === 'StepByStep' ? value : undefined;

/** Checks one level of steps; `position` numbers them from 1 as `[i]`, with the group's for sub steps. */
function stepProblem(entry: unknown, position: string, inGroup: boolean): YamlProblem | undefined {
  if (!isRecord(entry)) return { key: 'invalid', values: { position } };
  if (typeof entry.name !== 'string' || !entry.name) return { key: 'noName', values: { position } };
  if (typeof entry.type !== 'string' || !entry.type) return { key: 'noType', values: { position } };
  if (inGroup && isStepGroup(entry)) return { key: 'nestedGroup', values: { position } };
  if (entry.subSteps !== undefined && !Array.isArray(entry.subSteps)) {
    return { key: 'subStepsNotArray', values: { position } };
  }
  return undefined;
}

function stepsProblem(steps: unknown[]): YamlProblem | undefined {
  const seen = new Set<string>();
  for (const [index, entry] of steps.entries()) {
    const position = String(index + 1);
    const problem = stepProblem(entry, position, false);
    if (problem) return problem;
    const step = entry as WorkflowStep;
    const subs = (step.subSteps ?? []) as unknown[];
    for (const [subIndex, sub] of subs.entries()) {
      const subProblem = stepProblem(sub, `${position}.${subIndex + 1}`, true);
      if (subProblem) return subProblem;
    }
    for (const name of [step.name, ...(step.subSteps ?? []).map((sub) => sub.name)]) {
      if (seen.has(name)) return { key: 'nameUsed', values: { name } };
      seen.add(name);
    }
  }
  return undefined;
}

/** Reads the YAML view back: a workflow, or the first reason it is not one. */
export function yamlToWorkflow(text: string): YamlResult {
  let document: unknown;
  try {
    document = load(text);
  } catch (error) {
    return { ok: false, problem: { key: 'syntax', values: { error: (error as Error).message } } };
  }
  if (!isRecord(document)) return { ok: false, problem: { key: 'notObject' } };
  const mode = readMode(document.mode, 'StepByStep');
  const subMode = readMode(document.subMode, 'DAG');
  if (!mode || !subMode) return { ok: false, problem: { key: 'mode' } };
  const steps = document.steps ?? [];
  if (!Array.isArray(steps)) return { ok: false, problem: { key: 'notArray' } };
  const problem = stepsProblem(steps);
  if (problem) return { ok: false, problem };
  return { ok: true, workflow: { mode, subMode, steps: steps as WorkflowStep[] } };
}
