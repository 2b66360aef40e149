import type { PipelineRunBase, PipelineRunStatus } from '@dataProvider/verbs/pipelineRuns';
import type { Schemas } from '@dataProvider/verbs/context';
import type { RecordStep, StepDefinitions, WorkflowStepDefinition } from '@resources/workflow';

type RunSpecStep = Schemas['v1alpha1.WorkflowStep'];
type RunSpecSubStep = Schemas['v1alpha1.WorkflowStepBase'];
export type RunStepStatus = Schemas['v1alpha1.WorkflowStepStatus'];

/** A WorkflowRun step's properties are JSON text; anything unreadable counts as none. */
function propertiesOf(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function definitionOf(step: RunSpecSubStep & { mode?: string; subSteps?: RunSpecSubStep[] }) {
  const definition: WorkflowStepDefinition = {
    name: step.name ?? '',
    type: step.type,
    alias: step.meta?.alias ?? '',
    dependsOn: step.dependsOn ?? [],
  };
  const properties = propertiesOf(step.properties);
  if (properties) definition.properties = properties;
  if (step.if) definition.if = step.if;
  if (step.timeout) definition.timeout = step.timeout;
  if (step.mode) definition.mode = step.mode;
  if (step.subSteps) definition.subSteps = step.subSteps.map(definitionOf);
  return definition;
}

/** The steps the run was given (the pipeline's current steps, as the server reads a run back). */
export function runDefinitions(base: PipelineRunBase): StepDefinitions {
  const steps: RunSpecStep[] = base.spec.workflowSpec?.steps ?? [];
  return {
    mode: base.spec.mode?.steps,
    subMode: base.spec.mode?.subSteps,
    steps: steps.map(definitionOf),
  };
}

/** The run's mode as the record graph reads it: `StepByStep-DAG`. */
export function runModeText(status?: PipelineRunStatus, base?: PipelineRunBase): string {
  const steps = status?.mode?.steps || base?.spec.mode?.steps || 'StepByStep';
  const subSteps = status?.mode?.subSteps || base?.spec.mode?.subSteps || 'DAG';
  return `${steps}-${subSteps}`;
}

const asRecordStep = ({ subSteps: _subSteps, ...status }: RunStepStatus, alias = ''): RecordStep => ({
  ...status,
  name: status.name ?? '',
  alias,
});

/**
 * Every step of the run with its phase: the status's steps in the order of the definitions, steps not
 * reached yet as pending (the status answer leaves them out), sub-steps likewise.
 */
export function runSteps(definitions: StepDefinitions, statuses: RunStepStatus[] = []): RecordStep[] {
  const pending = (definition: { name: string; type: string; alias?: string }): RecordStep => ({
    id: definition.name,
    name: definition.name,
    alias: definition.alias ?? '',
    type: definition.type,
    phase: 'pending',
  });
  const defined = (definitions.steps ?? []).map((definition): RecordStep => {
    const status = statuses.find((candidate) => candidate.name === definition.name);
    const step = status ? asRecordStep(status, definition.alias) : pending(definition);
    if (!definition.subSteps) return step;
    const subStatuses = status?.subSteps ?? [];
    return {
      ...step,
      subSteps: definition.subSteps.map((sub) => {
        const subStatus = subStatuses.find((candidate) => candidate.name === sub.name);
        return subStatus ? asRecordStep(subStatus, sub.alias) : pending(sub);
      }),
    };
  });
  const undefinedSteps = statuses
    .filter((status) => !(definitions.steps ?? []).some((definition) => definition.name === status.name))
    .map((status) => ({
      ...asRecordStep(status),
      subSteps: status.subSteps?.map((sub) => asRecordStep(sub)),
    }));
  return [...defined, ...undefinedSteps];
}

/** The server's own status of a step or sub-step, by name. */
export function stepStatusOf(statuses: RunStepStatus[] = [], name: string): RunStepStatus | undefined {
  return statuses.flatMap((step) => [step, ...(step.subSteps ?? [])]).find((step) => step.name === name);
}

/** The step's definition (properties, condition, timeout), by name. */
export function stepDefinitionOf(definitions: StepDefinitions, name: string) {
  return (definitions.steps ?? [])
    .flatMap((step): WorkflowStepDefinition[] => [step, ...(step.subSteps ?? [])])
    .find((step) => step.name === name);
}
