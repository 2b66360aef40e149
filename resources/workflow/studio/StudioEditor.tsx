import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { FormLookups } from '@schemas/lookups';
import { displayName } from '@dataProvider/displayName';
import { PanelBoundary, useLeaveGuard } from '@src/common/kit';
import { useTranslate } from 'react-admin';
import { CanaryMenu } from './canary/CanaryMenu';
import { StudioCanvasPanel } from './StudioCanvasPanel';
import { StudioHeader } from './StudioHeader';
import { StudioToolbar } from './StudioToolbar';
import { StudioYaml } from './StudioYaml';
import { studioWorkflowOf, type StudioRecord } from './studioWorkflow';
import { useSaveWorkflow, type SaveWorkflow } from './useSaveWorkflow';
import { useStepEditing } from './useStepEditing';
import { useStudioState } from './useStudioState';
import { useStudioView } from './useStudioView';

const KEY = 'resources.workflowStudio';

export interface StudioEditorProps {
  record: StudioRecord;
  /** Who may not update the workflow, or a read-only application, only reads it. */
  canEdit: boolean;
  /** Reads the workflow again: the answer, if any. */
  reload: () => Promise<StudioRecord | undefined>;
  /** What the steps' properties forms look up (configs, clusters, …). */
  lookups: FormLookups;
  save: SaveWorkflow;
  /** Reads again what shows the workflow elsewhere, once it is saved. */
  afterSave: () => Promise<unknown>;
}

/** The studio of one workflow: header, modes, canvas or YAML, step drawers, and the unsaved-changes guard. */
export const StudioEditor = ({ record, canEdit, reload, lookups, save, afterSave }: StudioEditorProps) => {
  const translate = useTranslate();
  const { workflow, setWorkflow, dirty, markSaved } = useStudioState(studioWorkflowOf(record));
  const saving = useSaveWorkflow(save, markSaved, afterSave);
  const leaveQuestion = useLeaveGuard(dirty, {
    title: `${KEY}.confirm.leaveTitle`,
    content: `${KEY}.confirm.leave`,
  });
  // A view that cannot draw the workflow fails alone. Its Retry starts again from the workflow read anew
  // when nothing is unsaved; unsaved edits are never dropped, so then it draws them again (a fix made in
  // the other view draws it too, as the panel follows the workflow).
  const panel = {
    onRetry: () => {
      if (!dirty) void reload().then((next) => next && markSaved(studioWorkflowOf(next)));
    },
    resetKey: workflow,
  };
  const [view, setView] = useStudioView();
  const { actions, addStep, editors } = useStepEditing({ workflow, onChange: setWorkflow, canEdit, lookups });
  return (
    <Stack
      component="section"
      spacing={2}
      aria-label={translate(`${KEY}.title`, { name: displayName(record) })}
    >
      <StudioHeader
        name={displayName(record)}
        dirty={dirty}
        canSave={canEdit}
        saving={saving.saving}
        refusal={saving.refusal}
        onSave={() => void saving.save(workflow)}
        menu={
          canEdit ? (
            <CanaryMenu steps={workflow.steps} onChange={(steps) => setWorkflow({ ...workflow, steps })} />
          ) : null
        }
      />
      {canEdit ? null : <Alert severity="info">{translate(`${KEY}.readOnly`)}</Alert>}
      <StudioToolbar
        workflow={workflow}
        onChange={setWorkflow}
        view={view}
        onViewChange={setView}
        onAddStep={addStep}
      />
      {view === 'yaml' ? (
        <PanelBoundary key="yaml" name={`${KEY}.yaml.label`} {...panel}>
          <StudioYaml workflow={workflow} onChange={setWorkflow} readOnly={!canEdit} />
        </PanelBoundary>
      ) : (
        <PanelBoundary key="canvas" name={`${KEY}.canvas.label`} {...panel}>
          <StudioCanvasPanel workflow={workflow} onChange={setWorkflow} actions={actions} />
        </PanelBoundary>
      )}
      {editors}
      {leaveQuestion}
    </Stack>
  );
};
