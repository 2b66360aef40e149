import type { FormLookups } from '@schemas/lookups';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { StudioActions } from './studioActions';
import type { StepScope } from './stepDefinitions';
import type { StepDialogTarget } from './StepDialog';
import { removeStep, type StudioWorkflow } from './studioWorkflow';

// The step form is a chunk of its own, fetched as the studio opens: pages that show steps do not load it.
const StepDialog = lazyNamed(() => import('./StepDialog'), 'StepDialog');
const KEY = 'resources.workflowStudio';

export interface StepEditingOptions {
  workflow: StudioWorkflow;
  onChange: (workflow: StudioWorkflow) => void;
  /** Who may not change the workflow only reads it: no drawer opens and nothing is deleted. */
  canEdit: boolean;
  lookups: FormLookups;
  /** Which step types the drawer offers: an application's (default) or a pipeline's. */
  scope?: StepScope;
}

export interface StepEditing {
  /** What the canvas's steps offer; none when the workflow cannot be changed. */
  actions?: StudioActions;
  /** Opens the drawer of a new top-level step; none when the workflow cannot be changed. */
  addStep?: () => void;
  /** The step drawer and the question before a step is deleted, drawn once by the studio. */
  editors: ReactNode;
}

/** Adding, editing and deleting steps: the canvas's step buttons, Add Step, the step drawer and the delete question. */
export function useStepEditing({
  workflow,
  onChange,
  canEdit,
  lookups,
  scope,
}: StepEditingOptions): StepEditing {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<StepDialogTarget>();
  const [deleting, setDeleting] = useState<string>();
  const actions = useMemo<StudioActions | undefined>(
    () =>
      canEdit
        ? {
            edit: (name) => setDialog({ add: false, name }),
            remove: setDeleting,
            addSubStep: (group) => setDialog({ add: true, parent: group }),
          }
        : undefined,
    [canEdit],
  );
  const editors = (
    <>
      <Suspense fallback={null}>
        <StepDialog
          target={dialog}
          workflow={workflow}
          onChange={onChange}
          onClose={() => setDialog(undefined)}
          lookups={lookups}
          scope={scope}
        />
      </Suspense>
      <Confirm
        isOpen={deleting !== undefined}
        title="vela.kit.confirm.title"
        content={translate(`${KEY}.confirm.delete`, { name: deleting ?? '' })}
        onConfirm={() => {
          if (deleting) onChange(removeStep(workflow, deleting));
          setDeleting(undefined);
        }}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
  return { actions, addStep: canEdit ? () => setDialog({ add: true }) : undefined, editors };
}
