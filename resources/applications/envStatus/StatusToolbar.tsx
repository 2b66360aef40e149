import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { appPagePath } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';
import { DeleteBindingButton } from '../shared/DeleteBindingButton';
import { PanelBoundary } from '@src/common/kit';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DiffButton } from './DiffDrawer';
import { EndpointsMenu } from './EndpointsMenu';
import { EnvSelectors } from './EnvSelectors';
import { mayRecycle } from './envStatusRules';
import { RecycleButton } from './RecycleButton';
import { useRefreshEnv } from './useEnvStatus';
import type { StatusSelection } from './useStatusSelection';

interface StatusToolbarProps {
  env: string;
  selection: StatusSelection;
  /** The application's status there; undefined when not deployed, or while it loads (`loading`). */
  status?: string;
  loading: boolean;
  refreshing: boolean;
}

/**
 * The selectors, Refresh, and what the status allows: Service Endpoint, Diff and Recycle once deployed,
 * Delete (the binding) when not.
 */
export const StatusToolbar = ({ env, selection, status, loading, refreshing }: StatusToolbarProps) => {
  const translate = useTranslate();
  const { app } = useApplication();
  const navigate = useNavigate();
  const refresh = useRefreshEnv(env);
  const deployed = !loading && status !== undefined;
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <PanelBoundary name="resources.appEnvStatus.panel.status">
        <EnvSelectors env={env} selection={selection} />
      </PanelBoundary>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ ml: 'auto' }} flexWrap="wrap" useFlexGap>
        <Button size="small" startIcon={<RefreshIcon />} loading={refreshing} onClick={refresh}>
          {translate('resources.appEnvStatus.action.refresh')}
        </Button>
        {deployed && (
          <PanelBoundary name="resources.appEnvStatus.panel.endpoints">
            <EndpointsMenu env={env} selection={selection} />
          </PanelBoundary>
        )}
        {deployed && <DiffButton env={env} />}
        {mayRecycle(status) && <RecycleButton env={env} />}
        {!loading && status === undefined && (
          <DeleteBindingButton env={env} onDeleted={() => navigate(appPagePath(app.name, 'envbinding'))} />
        )}
      </Stack>
    </Stack>
  );
};
