import Stack from '@mui/material/Stack';
import type { AppStatus } from '@dataProvider/verbs/envStatus';
import { PanelBoundary } from '@src/common/kit';
import { CloudInstances } from './CloudInstances';
import { HealthPanel } from './HealthPanel';
import { useDeployedApp } from './useEnvStatus';
import type { StatusSelection } from './useStatusSelection';

interface OverviewTabProps {
  env: string;
  status: AppStatus;
  selection: StatusSelection;
}

/** Overview: the components' health and, for cloud components, their instances. */
export const OverviewTab = ({ env, status, selection }: OverviewTabProps) => {
  const cluster = useDeployedApp(env, selection.target)?.cluster;
  return (
    <Stack spacing={3}>
      <PanelBoundary name="resources.appEnvStatus.panel.overview">
        <HealthPanel services={status.services} cluster={cluster} component={selection.component} />
      </PanelBoundary>
      <PanelBoundary name="resources.appEnvStatus.panel.cloud">
        <CloudInstances env={env} component={selection.component} />
      </PanelBoundary>
    </Stack>
  );
};
