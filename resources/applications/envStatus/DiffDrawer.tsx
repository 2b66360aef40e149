import DifferenceIcon from '@mui/icons-material/Difference';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { VelaDataProvider } from '@dataProvider/index';
import { useApplication } from '../shared/useApplication';
import { appResource } from '../shared/application';
import { YamlDiff } from '@src/common/code/YamlDiff';
import { ReadOnlyDrawer } from '@resources/drawers';
import {
  ERROR_SHOWN_BY_PAGE,
  ErrorState,
  LoadingBlock,
  PanelBoundary,
  useUrlDrawer,
  WIDE_DRAWER_WIDTH,
} from '@src/common/kit';
import { useQuery } from '@tanstack/react-query';
import { CanAccess, useDataProvider, useTranslate } from 'react-admin';
import { envStatusKey } from './useEnvStatus';

const DIFF = 'diff';

const DiffBody = ({ env }: { env: string }) => {
  const translate = useTranslate();
  const { app } = useApplication();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: envStatusKey(app.name, env, 'compare'),
    queryFn: () => dataProvider.compareLatestWithRunning(app.name, env, ERROR_SHOWN_BY_PAGE),
    retry: false,
  });
  const label = translate('resources.appEnvStatus.diff.title');
  if (error) {
    return (
      <ErrorState
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        title="resources.appEnvStatus.diff.loadFailed"
      />
    );
  }
  if (isPending) return <LoadingBlock label="resources.appEnvStatus.diff.title" height={480} />;
  return (
    <>
      {data.isDiff ? null : (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.appEnvStatus.diff.same')}
        </Alert>
      )}
      <YamlDiff
        original={data.baseAppYAML}
        modified={data.targetAppYAML}
        label={label}
        originalLabel={translate('resources.appEnvStatus.diff.running')}
        modifiedLabel={translate('resources.appEnvStatus.diff.latest')}
        height="calc(100vh - 200px)"
      />
    </>
  );
};

/** Diff (`#diff`): what runs in the environment beside the latest configuration, in Monaco's diff editor. */
export const DiffButton = ({ env }: { env: string }) => {
  const translate = useTranslate();
  const { app, project } = useApplication();
  const { drawer, open, close } = useUrlDrawer();
  return (
    <CanAccess action="compare" resource={appResource(project, app.name)}>
      <Button size="small" startIcon={<DifferenceIcon />} onClick={() => open(DIFF)}>
        {translate('resources.appEnvStatus.action.diff')}
      </Button>
      <ReadOnlyDrawer
        shown={drawer === DIFF ? env : undefined}
        onClose={close}
        width={WIDE_DRAWER_WIDTH}
        title="resources.appEnvStatus.diff.title"
      >
        {(shownEnv) => (
          <PanelBoundary name="resources.appEnvStatus.diff.title">
            <DiffBody env={shownEnv} />
          </PanelBoundary>
        )}
      </ReadOnlyDrawer>
    </CanAccess>
  );
};
