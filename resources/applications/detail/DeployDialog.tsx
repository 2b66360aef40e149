import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { appResource } from '../shared/application';
import { errorText, ErrorState, FormDrawer, FormSkeleton } from '@src/common/kit';
import { useState } from 'react';
import { CanAccess, Confirm, useNotify, useTranslate } from 'react-admin';
import { EnvPicker, WorkflowPicker } from './DeployPickers';
import { DryRunResult } from './DryRunResult';
import { defaultWorkflow, NOT_READY_STATUS, useDeployChoices } from './useDeployChoices';
import { useDeployActions } from './useDeployActions';
import { useApplication } from '../shared/useApplication';

const SELECT_WORKFLOW = 'resources.appDetail.deploy.selectWorkflow';

type DeployChoices = ReturnType<typeof useDeployChoices>;

const DeployForm = ({ choices }: { choices: DeployChoices }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { app, project } = useApplication();
  const { bindings, workflows, statusOf } = choices;
  const first = defaultWorkflow(workflows);
  const [env, setEnv] = useState(first?.envName ?? bindings[0]?.name);
  const [workflow, setWorkflow] = useState(first?.name);
  const [missing, setMissing] = useState(false);
  const actions = useDeployActions(app.name);
  const envWorkflows = workflows.filter((candidate) => candidate.envName === env);

  const chooseEnv = (next: string) => {
    setEnv(next);
    setWorkflow(defaultWorkflow(workflows, next)?.name);
    actions.clearDryRun();
  };
  /** Every action needs a workflow; without one it says so and sends nothing. */
  const withWorkflow = (act: (name: string) => void) => () => {
    setMissing(!workflow);
    if (workflow) act(workflow);
  };
  const deployWhenReady = (name: string) => {
    if (env !== undefined && statusOf(env) === NOT_READY_STATUS) {
      notify('resources.appDetail.deploy.notReady', { type: 'warning' });
    } else void actions.deploy(name);
  };

  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      <EnvPicker bindings={bindings} value={env} onChange={chooseEnv} statusOf={statusOf} />
      <WorkflowPicker
        workflows={envWorkflows}
        value={workflow}
        onChange={(next) => {
          setWorkflow(next);
          setMissing(false);
        }}
        running={env !== undefined && statusOf(env) === 'running'}
        error={missing ? SELECT_WORKFLOW : undefined}
      />
      {actions.refusal !== undefined && (
        <Alert severity="error">{errorText(actions.refusal, translate)}</Alert>
      )}
      {actions.dryRun && <DryRunResult app={app.name} result={actions.dryRun} />}
      <Stack direction="row" spacing={1} justifyContent="flex-end" flexWrap="wrap" useFlexGap>
        <Button
          variant="outlined"
          disabled={actions.busy}
          onClick={withWorkflow((name) => void actions.dryRunWith(name, env ?? ''))}
        >
          {translate('resources.appDetail.deploy.dryRun')}
        </Button>
        <CanAccess action="create" resource={appResource(project, app.name, 'workflow:*')}>
          <CanAccess action="update" resource={appResource(project, app.name, 'workflow:*')}>
            <Button
              variant="outlined"
              disabled={actions.busy}
              onClick={withWorkflow((name) => void actions.enableCanary(name))}
            >
              {translate('resources.appDetail.deploy.canary')}
            </Button>
          </CanAccess>
        </CanAccess>
        <Button variant="contained" disabled={actions.busy} onClick={withWorkflow(deployWhenReady)}>
          {translate('resources.appDetail.deploy.submit')}
        </Button>
      </Stack>
      <Confirm
        isOpen={actions.askForce}
        loading={actions.busy}
        title="resources.appDetail.deploy.forceTitle"
        content="resources.appDetail.deploy.force"
        confirmColor="warning"
        onConfirm={() => workflow && void actions.deploy(workflow, true)}
        onClose={actions.cancelForce}
      />
    </Stack>
  );
};

const DeployContent = () => {
  const { app } = useApplication();
  const choices = useDeployChoices(app.name);
  if (choices.error) return <ErrorState error={choices.error} onRetry={choices.retry} />;
  if (choices.isPending) return <FormSkeleton />;
  return <DeployForm choices={choices} />;
};

/** Deploy Application (600 wide): environment and workflow, DryRun, Enable Canary Rollout and Deploy. */
export const DeployDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <FormDrawer
    open={open}
    onClose={onClose}
    title="resources.appDetail.deploy.title"
    variant="dialog"
    width={600}
  >
    {open && <DeployContent />}
  </FormDrawer>
);
