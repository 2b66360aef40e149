import { useSuccessNotify } from '@src/common/kit';
import { useState } from 'react';
import { tidySteps } from './stepRules';
import { studioWorkflowOf, type StudioRecord, type StudioWorkflow } from './studioWorkflow';

/** Writes the studio's modes and steps (tidied) where the workflow is kept; the workflow as saved. */
export type SaveWorkflow = (workflow: StudioWorkflow) => Promise<StudioRecord>;

/**
 * Save: write the workflow, toast the spec's text, hand the saved workflow back, then read again what
 * shows it elsewhere. A refusal is kept for the page to show beside the button.
 */
export function useSaveWorkflow(
  write: SaveWorkflow,
  onSaved: (saved: StudioWorkflow) => void,
  afterSave: () => Promise<unknown>,
) {
  const notifySuccess = useSuccessNotify();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const save = async (workflow: StudioWorkflow) => {
    setSaving(true);
    setRefusal(undefined);
    try {
      const saved = await write({ ...workflow, steps: tidySteps(workflow.steps) });
      notifySuccess('resources.workflowStudio.notification.updated');
      onSaved(studioWorkflowOf(saved));
      await afterSave();
    } catch (error) {
      setRefusal(error);
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, refusal };
}
