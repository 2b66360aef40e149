import type { VelaDataProvider } from '@dataProvider/index';
import { ERROR_SHOWN_BY_PAGE, useSuccessNotify } from '@src/common/kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppWorkflow } from '@resources/applications/shared/appWorkflow';
import { tidySteps } from './stepRules';
import { studioWorkflowOf, type StudioWorkflow } from './studioWorkflow';

/**
 * Save: PUT the workflow with the studio's modes and steps (its name, alias, description and default
 * as they were), toast the spec's text, and hand the saved workflow back. A refusal is kept for the
 * page to show beside the button.
 */
export function useSaveWorkflow(app: string, record: AppWorkflow, onSaved: (saved: StudioWorkflow) => void) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const notifySuccess = useSuccessNotify();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const save = async (workflow: StudioWorkflow) => {
    setSaving(true);
    setRefusal(undefined);
    try {
      const saved = await dataProvider.updateWorkflow(
        app,
        record.name,
        {
          alias: record.alias,
          description: record.description,
          default: record.default,
          mode: workflow.mode,
          subMode: workflow.subMode,
          steps: tidySteps(workflow.steps),
        },
        ERROR_SHOWN_BY_PAGE,
      );
      notifySuccess('resources.workflowStudio.notification.updated');
      onSaved(studioWorkflowOf(saved));
      await queryClient.invalidateQueries({ queryKey: ['appWorkflows'] });
    } catch (error) {
      setRefusal(error);
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, refusal };
}
