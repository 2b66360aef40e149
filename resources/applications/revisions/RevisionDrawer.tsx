import Alert from '@mui/material/Alert';
import { useApplication } from '../shared/useApplication';
import { YamlView } from '@src/common/code/YamlView';
import { ReadOnlyDrawer } from '@resources/drawers';
import {
  ERROR_SHOWN_BY_PAGE,
  ErrorState,
  LoadingBlock,
  useUrlDrawer,
  WIDE_DRAWER_WIDTH,
} from '@src/common/kit';
import { useGetOne, useTranslate } from 'react-admin';
import type { RevisionDetail } from './revisionRules';

const RevisionYaml = ({ version }: { version: string }) => {
  const translate = useTranslate();
  const { app } = useApplication();
  const { data, error, isPending, isFetching, refetch } = useGetOne<RevisionDetail>(
    'appRevisions',
    { id: version, meta: { app: app.name, ...ERROR_SHOWN_BY_PAGE } },
    { retry: false },
  );
  if (error) {
    return (
      <ErrorState
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        title="resources.appRevisions.detail.loadFailed"
      />
    );
  }
  if (isPending) return <LoadingBlock label="vela.kit.form.loading" height={480} />;
  if (!data.applyAppConfig)
    return <Alert severity="info">{translate('resources.appRevisions.detail.noYaml')}</Alert>;
  return (
    <YamlView
      value={data.applyAppConfig}
      label={translate('resources.appRevisions.detail.yaml')}
      copiedMessage="resources.appRevisions.notification.copied"
      height="calc(100vh - 160px)"
    />
  );
};

/** `#revision/{version}`: the revision's applied configuration, read-only, with copy. */
export const RevisionDrawer = () => {
  const translate = useTranslate();
  const { drawer, id, close } = useUrlDrawer();
  return (
    <ReadOnlyDrawer
      shown={drawer === 'revision' ? id : undefined}
      onClose={close}
      width={WIDE_DRAWER_WIDTH}
      title={translate('resources.appRevisions.detail.title', { version: id ?? '' })}
    >
      {(version) => <RevisionYaml version={version} />}
    </ReadOnlyDrawer>
  );
};
