import type { FormLookups } from '@schemas/lookups';
import { ActionForm, FormDrawer, WIDE_DRAWER_WIDTH } from '@src/common/kit';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { filledInputs, filledOutputs, tidyStep } from './stepRules';
import type { StepScope } from './stepDefinitions';
import { StepInputs } from './StepInputs';
import {
  findStep,
  isStepGroup,
  parentOf,
  putStep,
  type StudioWorkflow,
  type WorkflowStep,
} from './studioWorkflow';

const KEY = 'resources.workflowStudio';

/** Which step dialog is open: a new step (in a group or not) or an existing one. */
export type StepDialogTarget = { add: true; parent?: string } | { add: false; name: string };

export interface StepDialogProps {
  target?: StepDialogTarget;
  workflow: StudioWorkflow;
  onChange: (workflow: StudioWorkflow) => void;
  onClose: () => void;
  lookups?: FormLookups;
  scope?: StepScope;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const list = <T,>(value: unknown) => (Array.isArray(value) ? (value as T[]) : undefined);

/** The step the form's values describe, over what the step held before (its sub steps, its meta). */
function stepOf(values: FieldValues, before: WorkflowStep | undefined): WorkflowStep {
  // The type cannot change once a step exists: its input is disabled, and a disabled input sends nothing.
  const type = text(values.type) ?? before?.type ?? '';
  const step: WorkflowStep = {
    ...before,
    name: text(values.name) ?? '',
    type,
    alias: text(values.alias),
    description: text(values.description),
    dependsOn: list<string>(values.dependsOn),
    if: text(values.if),
    timeout: text(values.timeout),
    inputs: filledInputs(list(values.inputs)),
    outputs: filledOutputs(list(values.outputs)),
    properties: values.properties as WorkflowStep['properties'],
  };
  return tidyStep(isStepGroup(step) ? { ...step, subSteps: before?.subSteps ?? [] } : step);
}

/** The drawer (800 wide) that adds a step to the workflow or a group, or edits one; nothing is sent until Save. */
export const StepDialog = ({ target, workflow, onChange, onClose, lookups, scope }: StepDialogProps) => {
  const translate = useTranslate();
  const editing = target && !target.add ? target.name : undefined;
  const parent = target?.add ? target.parent : editing ? parentOf(workflow, editing) : undefined;
  const before = editing ? (findStep(workflow, editing) as WorkflowStep | undefined) : undefined;
  const titleKey = editing ? 'edit' : parent ? 'addSub' : 'add';
  // The drawer translates a key or shows a text: this title names the step or group.
  const title = translate(`${KEY}.dialog.${titleKey}`, { name: editing ?? parent ?? '' });
  return (
    <FormDrawer open={target !== undefined} onClose={onClose} title={title} width={WIDE_DRAWER_WIDTH}>
      <ActionForm
        key={editing ?? `new-${parent ?? ''}`}
        defaultValues={before ?? { inputs: [], outputs: [] }}
        submitLabel={editing ? `${KEY}.action.update` : `${KEY}.action.addStep`}
        onSubmit={async (values) => {
          onChange(putStep(workflow, stepOf(values, before), { parent, replacing: editing }));
        }}
      >
        <StepInputs workflow={workflow} original={editing} parent={parent} lookups={lookups} scope={scope} />
      </ActionForm>
    </FormDrawer>
  );
};
