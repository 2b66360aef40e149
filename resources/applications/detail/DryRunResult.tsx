import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { FormSkeleton } from '@src/common/kit';
import { lazyNamed } from '@src/routing/lazyNamed';
import type { components } from '../../../contract/api';
import { Suspense } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { appPagePath } from '../shared/appPages';

const YamlView = lazyNamed(() => import('@src/common/code/YamlView'), 'YamlView');

type DryRunAnswer = components['schemas']['v1.AppDryRunResponse'];

/** The rendered YAML of a passed dry run, or why it failed with a link to review the configuration. */
export const DryRunResult = ({ app, result }: { app: string; result: DryRunAnswer }) => {
  const translate = useTranslate();
  if (!result.success) {
    return (
      <Alert severity="error">
        <strong>{translate('resources.appDetail.deploy.dryRunFailed')}</strong>: {result.message}{' '}
        <Link component={LinkBase} to={appPagePath(app, 'config')}>
          {translate('resources.appDetail.deploy.review')}
        </Link>
      </Alert>
    );
  }
  const label = translate('resources.appDetail.deploy.dryRunPassed');
  return (
    <>
      <Alert severity="success" sx={{ mb: 1 }}>
        {label}
      </Alert>
      <Suspense fallback={<FormSkeleton />}>
        <YamlView value={result.yaml} label={label} height={320} />
      </Suspense>
    </>
  );
};
