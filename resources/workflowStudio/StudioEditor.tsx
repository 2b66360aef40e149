import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useFormLookups } from '@resources/definitions';
import { useApplication } from '@resources/applications/shared/useApplication';
import type { AppWorkflow } from '@resources/applications/shared/appWorkflow';
import { displayName } from '@src/common/displayName';
import { PanelBoundary, useLeaveGuard, useUrlState } from '@src/common/kit';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense, useMemo, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { CanaryMenu } from './canary/CanaryMenu';
import { CANVAS_HEIGHT } from './canvasSize';
import type { StudioActions } from './studioActions';
import { StepDialog, type StepDialogTarget } from './StepDialog';
import { StudioHeader } from './StudioHeader';
import { StudioToolbar, type StudioView } from './StudioToolbar';
import { StudioYaml } from './StudioYaml';
import { removeStep, studioWorkflowOf } from './studioWorkflow';
import { useSaveWorkflow } from './useSaveWorkflow';
import { useStudioState } from './useStudioState';

// React Flow is a chunk of its own, fetched when the canvas is first shown.
const StudioCanvas = lazyNamed(() => import('./StudioCanvas'), 'StudioCanvas');

const KEY = 'resources.workflowStudio';
const VIEW = 'view';

export interface StudioEditorProps {
  record: AppWorkflow;
  /** Who may not update the workflow, or a read-only application, only reads it. */
  canEdit: boolean;
  /** Reads the workflow again: the answer, if any. */
  reload: () => Promise<AppWorkflow | undefined>;
}

/** The studio of one workflow: header, modes, canvas or YAML, step drawers, and the unsaved-changes guard. */
export const StudioEditor = ({ record, canEdit, reload }: StudioEditorProps) => {
  const translate = useTranslate();
  const { app, project } = useApplication();
  const lookups = useFormLookups({ project, app: app.name, namespace: app.project?.namespace });
  const { workflow, setWorkflow, dirty, markSaved } = useStudioState(studioWorkflowOf(record));
  const { save, saving, refusal } = useSaveWorkflow(app.name, record, markSaved);
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
  const [viewParam, setViewParam] = useUrlState(VIEW);
  const view: StudioView = viewParam === 'yaml' ? 'yaml' : 'canvas';
  const setView = (next: StudioView) => setViewParam(next === 'yaml' ? next : undefined);
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
        saving={saving}
        refusal={refusal}
        onSave={() => void save(workflow)}
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
        onAddStep={canEdit ? () => setDialog({ add: true }) : undefined}
      />
      {view === 'yaml' ? (
        <PanelBoundary key="yaml" name={`${KEY}.yaml.label`} {...panel}>
          <StudioYaml workflow={workflow} onChange={setWorkflow} readOnly={!canEdit} />
        </PanelBoundary>
      ) : (
        <PanelBoundary key="canvas" name={`${KEY}.canvas.label`} {...panel}>
          <Suspense fallback={<Skeleton variant="rectangular" height={CANVAS_HEIGHT} />}>
            <StudioCanvas workflow={workflow} onChange={setWorkflow} actions={actions} />
          </Suspense>
        </PanelBoundary>
      )}
      <StepDialog
        target={dialog}
        workflow={workflow}
        onChange={setWorkflow}
        onClose={() => setDialog(undefined)}
        lookups={lookups}
      />
      <Confirm
        isOpen={deleting !== undefined}
        title="vela.kit.confirm.title"
        content={translate(`${KEY}.confirm.delete`, { name: deleting ?? '' })}
        onConfirm={() => {
          if (deleting) setWorkflow(removeStep(workflow, deleting));
          setDeleting(undefined);
        }}
        onClose={() => setDeleting(undefined)}
      />
      {leaveQuestion}
    </Stack>
  );
};
