import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { VelaDataProvider } from '@dataProvider/index';
import { useApplication } from '../shared/useApplication';
import { YamlDiff } from '@src/common/code/YamlDiff';
import { ReadOnlyDrawer } from '@resources/drawers';
import { ERROR_SHOWN_BY_PAGE, ErrorState, useUrlDrawer, WIDE_DRAWER_WIDTH } from '@src/common/kit';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';

type Against = 'latest' | 'running';

const DiffBody = ({ version, against }: { version: string; against: Against }) => {
  const translate = useTranslate();
  const { app } = useApplication();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['appCompare', app.name, version, against],
    queryFn: () =>
      dataProvider.compareApplication(
        app.name,
        against === 'latest'
          ? { compareRevisionWithLatest: { revision: version } }
          : { compareRevisionWithRunning: { revision: version } },
        ERROR_SHOWN_BY_PAGE,
      ),
    retry: false,
  });
  if (error) {
    return (
      <ErrorState
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        title="resources.appRevisions.diff.loadFailed"
      />
    );
  }
  const label = translate(
    `resources.appRevisions.diff.${against === 'latest' ? 'titleLatest' : 'titleRunning'}`,
    {
      version,
    },
  );
  if (isPending) return <Skeleton variant="rectangular" height={480} aria-label={label} />;
  return (
    <>
      {data.isDiff ? null : (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.appRevisions.diff.same')}
        </Alert>
      )}
      <YamlDiff
        original={data.baseAppYAML}
        modified={data.targetAppYAML}
        label={label}
        originalLabel={translate('resources.appRevisions.diff.base', { version })}
        modifiedLabel={translate(`resources.appRevisions.diff.${against}`)}
        height="calc(100vh - 200px)"
      />
    </>
  );
};

/** `#diffLatest/{version}` or `#diffRunning/{version}`: the revision beside the latest or the running configuration. */
export const RevisionDiffDrawer = () => {
  const translate = useTranslate();
  const { drawer, id, close } = useUrlDrawer();
  const against: Against | undefined =
    drawer === 'diffLatest' ? 'latest' : drawer === 'diffRunning' ? 'running' : undefined;
  const title = `resources.appRevisions.diff.${against === 'running' ? 'titleRunning' : 'titleLatest'}`;
  return (
    <ReadOnlyDrawer
      shown={against !== undefined && id !== undefined ? { version: id, against } : undefined}
      onClose={close}
      width={WIDE_DRAWER_WIDTH}
      title={translate(title, { version: id ?? '' })}
    >
      {({ version, against: base }) => <DiffBody version={version} against={base} />}
    </ReadOnlyDrawer>
  );
};
