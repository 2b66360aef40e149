import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { AppStatus } from '@dataProvider/verbs/envStatus';
import { useApplication } from '../shared/useApplication';
import { loadResourceGraphTab } from './loadResourceGraphTab';
import { lazyNamed } from '@src/routing/lazyNamed';
import { PanelBoundary } from '@src/common/kit';
import { lazy, Suspense, useId } from 'react';
import { useTranslate } from 'react-admin';
import { OverviewTab } from './OverviewTab';
import { useRefreshEnv } from './useEnvStatus';
import { STATUS_TABS, type StatusSelection } from './useStatusSelection';

// The graphs bring @xyflow/react and the layout library: each is fetched when its tab is first shown.
const ResourceGraphTab = lazyNamed(loadResourceGraphTab, 'ResourceGraphTab');
const ApplicationGraphTab = lazy(async () => ({
  default: (await import('./graphs/ApplicationGraphTab')).ApplicationGraphTab,
}));

interface StatusTabsProps {
  env: string;
  status: AppStatus;
  selection: StatusSelection;
}

/** Overview, Resource Graph (the default) and Application Graph, the chosen one kept in the address. */
export const StatusTabs = ({ env, status, selection }: StatusTabsProps) => {
  const translate = useTranslate();
  const { app } = useApplication();
  const refresh = useRefreshEnv(env);
  const idBase = useId();
  const { tab } = selection;
  const graphProps = {
    appName: app.name,
    envName: env,
    targetName: selection.target,
    componentName: selection.component,
  };
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, next: string) => selection.choose('tab', next)}
        aria-label={translate('resources.appEnvStatus.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {STATUS_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`${idBase}-${name}`}
            // Only the chosen tab's panel exists; pointing at a missing one is an invalid ARIA reference.
            aria-controls={name === tab ? `${idBase}-${name}-panel` : undefined}
            label={translate(`resources.appEnvStatus.tabs.${name}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idBase}-${tab}-panel`} aria-labelledby={`${idBase}-${tab}`}>
        <PanelBoundary key={tab} name={`resources.appEnvStatus.panel.${tab}`} onRetry={refresh}>
          {tab === 'overview' ? (
            <OverviewTab env={env} status={status} selection={selection} />
          ) : (
            <Suspense fallback={<Skeleton variant="rectangular" height={480} />}>
              {tab === 'resourceGraph' ? (
                <ResourceGraphTab {...graphProps} />
              ) : (
                <ApplicationGraphTab {...graphProps} />
              )}
            </Suspense>
          )}
        </PanelBoundary>
      </Box>
    </Box>
  );
};
