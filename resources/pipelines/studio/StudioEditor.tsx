import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineAddress, PipelineDetail } from '@dataProvider/verbs/pipelineRuns';
import { displayName } from '@dataProvider/displayName';
import { PanelBoundary, useLeaveGuard, useSuccessNotify } from '@src/common/kit';
import { asMode, useStudioView, type StudioView, type StudioWorkflow } from '@resources/workflow';
import { useMemo, useState } from 'react';
import { CanAccess, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { PipelineCrumbs } from '../shared/PipelineCrumbs';
import {
  parseStepsYaml,
  sameSteps,
  stepsToYaml,
  studioPipelineOf,
  toPipelineStep,
  type PipelineStep,
  type StepProblem,
} from '../shared/pipelineSteps';
import { RunPipelineDialog } from '../shared/RunPipelineDialog';
import { StepsYamlEditor } from './StepsYamlEditor';
import { StudioCanvasView } from './StudioCanvasView';
import { StudioToolbar } from './StudioToolbar';
import { pipelineQueryKey } from '../shared/usePipelineDetail';

const KEY = 'resources.pipelineStudio';

/**
 * The studio of one pipeline: its steps drawn as a graph or edited as YAML, its run modes, Save, and Run,
 * which asks for a context and is refused while changes are unsaved.
 */
export const StudioEditor = ({
  address,
  pipeline,
  reload,
}: {
  address: PipelineAddress;
  pipeline: PipelineDetail;
  /** Reads the pipeline again: the answer, if any. */
  reload: () => Promise<PipelineDetail | undefined>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useSuccessNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const [view, setView] = useStudioView();
  const { steps: savedSteps, modes: savedModes } = useMemo(() => studioPipelineOf(pipeline), [pipeline]);
  const [steps, setSteps] = useState<PipelineStep[]>(savedSteps);
  const [modes, setModes] = useState(savedModes);
  const [yamlText, setYamlText] = useState<string>();
  const [problems, setProblems] = useState<StepProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [running, setRunning] = useState(false);
  const changed =
    problems.length > 0 ||
    !sameSteps(steps, savedSteps) ||
    modes.mode !== savedModes.mode ||
    modes.subMode !== savedModes.subMode;
  const leaveQuestion = useLeaveGuard(changed);
  const resource = `project:${address.project}/pipeline:${address.pipeline}`;
  const { canAccess: canEdit = false } = useCanAccess({ action: 'update', resource });
  const workflow = useMemo<StudioWorkflow>(
    () => ({ mode: asMode(modes.mode, 'StepByStep'), subMode: asMode(modes.subMode, 'DAG'), steps }),
    [modes, steps],
  );
  const editCanvas = (next: StudioWorkflow) => {
    setSteps(next.steps.map((step, index) => toPipelineStep({ ...step }, index)));
    setModes({ mode: next.mode, subMode: next.subMode });
  };

  // A view that cannot draw the steps fails alone. Its Retry starts again from the pipeline read anew
  // when nothing is unsaved; unsaved edits are never dropped, so then it draws them again.
  const panel = {
    onRetry: () => {
      if (changed) return;
      void reload().then((next) => {
        if (!next) return;
        const fresh = studioPipelineOf(next);
        setSteps(fresh.steps);
        setModes(fresh.modes);
      });
    },
    resetKey: workflow,
  };

  const showView = (next: StudioView) => {
    setYamlText(undefined);
    setProblems([]);
    setView(next);
  };
  const editYaml = (text: string) => {
    setYamlText(text);
    const checked = parseStepsYaml(text);
    setProblems(checked.ok ? [] : checked.problems);
    if (checked.ok) setSteps(checked.steps);
  };
  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.savePipelineSpec(address, {
        alias: pipeline.alias,
        description: pipeline.description,
        spec: { steps, mode: { steps: modes.mode, subSteps: modes.subMode } },
      });
      notifySuccess(`${KEY}.notification.updated`);
      await queryClient.invalidateQueries({ queryKey: pipelineQueryKey(address) });
    } catch {
      // The API error toaster has said why; the edits stay.
    } finally {
      setSaving(false);
    }
  };
  const run = () => {
    if (changed) notify(`${KEY}.saveFirst`, { type: 'warning' });
    else setRunning(true);
  };

  return (
    <Stack component="section" aria-labelledby="studio-title" spacing={2} sx={{ mt: 2 }}>
      <PipelineCrumbs
        project={address.project}
        pipeline={address.pipeline}
        label={displayName(pipeline)}
        current={translate(`${KEY}.crumbs.studio`)}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography
          id="studio-title"
          variant="h6"
          component="h2"
          sx={{ flexGrow: 1, wordBreak: 'break-all' }}
        >
          {translate(`${KEY}.title`, { name: displayName(pipeline) })}
        </Typography>
        <CanAccess action="run" resource={resource}>
          <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={run}>
            {translate(`${KEY}.action.run`)}
          </Button>
        </CanAccess>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <StudioToolbar
          view={view}
          onView={showView}
          mode={modes.mode}
          subMode={modes.subMode}
          onModes={setModes}
          changed={changed}
          canSave={changed && problems.length === 0 && !saving}
          saving={saving}
          onSave={() => void save()}
          resource={resource}
        />
      </Paper>
      {view === 'canvas' ? (
        <PanelBoundary key="visual" name={`${KEY}.graph.label`} {...panel}>
          <StudioCanvasView
            project={address.project}
            workflow={workflow}
            onChange={editCanvas}
            canEdit={canEdit}
          />
        </PanelBoundary>
      ) : (
        <PanelBoundary key="yaml" name={`${KEY}.yaml.label`} {...panel}>
          <StepsYamlEditor value={yamlText ?? stepsToYaml(steps)} problems={problems} onChange={editYaml} />
        </PanelBoundary>
      )}
      {running && <RunPipelineDialog address={address} onClose={() => setRunning(false)} />}
      {leaveQuestion}
    </Stack>
  );
};
