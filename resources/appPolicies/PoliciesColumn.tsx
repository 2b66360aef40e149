import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormLookups } from '@resources/appComponents/useFormLookups';
import { useApplication } from '@resources/appDetail/useApplication';
import { appResource } from '@resources/applications/application';
import { ERROR_SHOWN_BY_PAGE, ErrorState, useUrlDrawer } from '@src/common/kit';
import { displayName } from '@src/common/displayName';
import { useId } from 'react';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { PolicyDeleteButton } from './PolicyDeleteButton';
import { PolicyDrawers } from './PolicyDrawers';
import type { Policy } from './policyPresets';

const WHOLE_LIST = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

const PolicyCard = ({
  policy,
  app,
  project,
  readOnly,
}: {
  policy: Policy;
  app: string;
  project: string;
  readOnly: boolean;
}) => {
  const translate = useTranslate();
  const { open } = useUrlDrawer();
  const resource = appResource(project, app, `policy:${policy.name}`);
  const { canAccess: mayUpdate } = useCanAccess({ action: 'update', resource });
  const name = displayName(policy);
  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ wordBreak: 'break-all' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.appPolicies.fields.type')}: {policy.type}
        </Typography>
        {policy.description ? <Typography variant="body2">{policy.description}</Typography> : null}
      </CardContent>
      {readOnly ? null : (
        <CardActions>
          {mayUpdate ? (
            <Button
              size="small"
              startIcon={<EditIcon />}
              aria-label={translate('resources.appPolicies.action.edit', { name: policy.name })}
              onClick={() => open('editPolicy', policy.name)}
            >
              {translate('ra.action.edit')}
            </Button>
          ) : null}
          <PolicyDeleteButton app={app} name={policy.name} resource={resource} />
        </CardActions>
      )}
    </Card>
  );
};

/** The Policies column of an application's Properties tab. */
export const PoliciesColumn = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { app, project, readOnly } = useApplication();
  const { open } = useUrlDrawer();
  const lookups = useFormLookups({ project, app: app.name, namespace: app.project?.namespace });
  const { data, error, isPending, isFetching, refetch } = useGetList<Policy>(
    'appPolicies',
    { meta: { app: app.name, ...ERROR_SHOWN_BY_PAGE }, pagination: WHOLE_LIST },
    { retry: false },
  );
  const { canAccess: mayCreate } = useCanAccess({
    action: 'create',
    resource: appResource(project, app.name, 'policy:*'),
  });
  const policies = data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('resources.appPolicies.name', { smart_count: 2 })}
        </Typography>
        {mayCreate && !readOnly ? (
          <Button size="small" startIcon={<AddIcon />} onClick={() => open('addPolicy')}>
            {translate('resources.appPolicies.action.add')}
          </Button>
        ) : null}
      </Stack>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : isPending ? (
        <Skeleton variant="rounded" height={120} aria-label={translate('vela.kit.form.loading')} />
      ) : policies.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.appPolicies.empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {policies.map((policy) => (
            <PolicyCard
              key={policy.name}
              policy={policy}
              app={app.name}
              project={project}
              readOnly={readOnly}
            />
          ))}
        </Stack>
      )}
      {readOnly ? null : <PolicyDrawers app={app.name} lookups={lookups} />}
    </Paper>
  );
};
