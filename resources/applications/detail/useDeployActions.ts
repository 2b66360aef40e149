import { isApiError } from '@dataProvider/apiError';
import type { VelaDataProvider } from '@dataProvider/index';
import type { AppWorkflow } from '../shared/appWorkflow';
import { CANARY_ALIAS, CANARY_SUFFIX } from '../shared/appWorkflow';
import { ERROR_SHOWN_BY_PAGE, useSuccessNotify } from '@src/common/kit';
import type { components } from '../../../contract/api';
import { useState } from 'react';
import { useCreate, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { appPagePath, recordPath } from '../shared/appPages';
import { useRefreshApplication } from '../shared/useRefreshApplication';

type DryRunResult = components['schemas']['v1.AppDryRunResponse'];

/** The server's answer to a deploy while the environment's workflow still runs. */
const WORKFLOW_EXECUTING = 10004;

/** A copy of the workflow, named `{name}-canary`, not default, for the studio to turn into a canary rollout. */
function canaryCopy(workflow: AppWorkflow) {
  return {
    name: `${workflow.name}${CANARY_SUFFIX}`,
    alias: workflow.alias.replace('Workflow', CANARY_ALIAS),
    description: workflow.description,
    default: false,
    envName: workflow.envName,
    mode: workflow.mode,
    subMode: workflow.subMode,
    steps: workflow.steps ?? [],
  };
}

/** Deploy (asking to force a restart on 10004), dry-run and the canary copy of the deploy dialog. */
export function useDeployActions(app: string) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const [create] = useCreate(undefined, undefined, { returnPromise: true });
  const navigate = useNavigate();
  const notifySuccess = useSuccessNotify();
  const refresh = useRefreshApplication();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const [askForce, setAskForce] = useState(false);
  const [dryRun, setDryRun] = useState<DryRunResult>();

  const run = async (act: () => Promise<void>) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await act();
    } catch (error) {
      setRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  const deploy = (workflowName: string, force = false) =>
    run(async () => {
      setAskForce(false);
      try {
        const body = { workflowName, triggerType: 'web', force, note: '' };
        const answer = await dataProvider.deployApplication(app, body, ERROR_SHOWN_BY_PAGE);
        notifySuccess('resources.appDetail.deploy.deployed');
        refresh();
        navigate(recordPath(app, answer.envName, answer.record.name));
      } catch (error) {
        if (!force && isApiError(error) && error.businessCode === WORKFLOW_EXECUTING) setAskForce(true);
        else throw error;
      }
    });

  const dryRunWith = (workflow: string, env: string) =>
    run(async () => {
      setDryRun(undefined);
      const body = { dryRunType: 'APP', workflow, env, version: '' };
      setDryRun(await dataProvider.dryRunApplication(app, body, ERROR_SHOWN_BY_PAGE));
    });

  const enableCanary = (workflowName: string) =>
    run(async () => {
      const { data: workflow } = await dataProvider.getOne<AppWorkflow>('appWorkflows', {
        id: workflowName,
        meta: { app, ...ERROR_SHOWN_BY_PAGE },
      });
      const copy = canaryCopy(workflow);
      await create('appWorkflows', { data: copy, meta: { app, ...ERROR_SHOWN_BY_PAGE } });
      const studio = `${appPagePath(app, 'envbinding', workflow.envName)}/workflow/${encodeURIComponent(copy.name)}/studio`;
      navigate(`${studio}?setCanary=true`);
    });

  return {
    busy,
    refusal,
    dryRun,
    askForce,
    cancelForce: () => setAskForce(false),
    deploy,
    dryRunWith,
    enableCanary,
    clearDryRun: () => setDryRun(undefined),
  };
}
