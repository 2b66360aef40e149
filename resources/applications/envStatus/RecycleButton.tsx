import RecyclingIcon from '@mui/icons-material/Recycling';
import type { VelaDataProvider } from '@dataProvider/index';
import { useApplication } from '../shared/useApplication';
import { useRefreshApplication } from '../shared/useRefreshApplication';
import { appResource, SOURCE_OF_TRUTH_LABEL } from '../shared/application';
import { ConfirmButton } from '@src/common/kit';
import { useDataProvider } from 'react-admin';
import { useRefreshEnv } from './useEnvStatus';

const SYNCED_FROM_CLUSTER = 'from-k8s-resource';

/**
 * Recycle: takes the application out of the environment's clusters after the spec's question (the stronger
 * one for an application synced from a cluster, which recycling deletes). Hidden without `recycle` on the
 * binding; disabled for an addon's application.
 */
export const RecycleButton = ({ env }: { env: string }) => {
  const { app, project } = useApplication();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refreshEnv = useRefreshEnv(env);
  const refreshApp = useRefreshApplication();
  const synced = app.labels?.[SOURCE_OF_TRUTH_LABEL] === SYNCED_FROM_CLUSTER;
  return (
    <ConfirmButton
      label="resources.appEnvStatus.action.recycle"
      icon={<RecyclingIcon />}
      color="warning"
      disabled={app.readOnly === true}
      confirmText={`resources.appEnvStatus.recycle.${synced ? 'confirmSynced' : 'confirm'}`}
      successMessage="resources.appEnvStatus.recycle.done"
      access={{ action: 'recycle', resource: appResource(project, app.name, `envBinding:${env}`) }}
      onConfirm={async () => {
        await dataProvider.recycleEnv(app.name, env);
        refreshEnv();
        refreshApp();
      }}
    />
  );
};
