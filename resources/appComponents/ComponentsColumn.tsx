import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApplication } from '@resources/appDetail/useApplication';
import { appResource } from '@resources/applications/application';
import { ERROR_SHOWN_BY_PAGE, ErrorState, useUrlDrawer } from '@src/common/kit';
import { useId } from 'react';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import type { ComponentRow } from './component';
import { ComponentCard } from './ComponentCard';
import { ComponentDrawers } from './ComponentDrawers';
import { TraitDrawers } from './TraitDrawers';
import { useFormLookups } from './useFormLookups';

const WHOLE_LIST = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

/** The Components column of an application's Properties tab: cards, their traits, and the forms. */
export const ComponentsColumn = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { app, project, readOnly } = useApplication();
  const { open } = useUrlDrawer();
  const lookups = useFormLookups({ project, app: app.name, namespace: app.project?.namespace });
  const { data, error, isPending, isFetching, refetch } = useGetList<ComponentRow>(
    'appComponents',
    { meta: { app: app.name, ...ERROR_SHOWN_BY_PAGE }, pagination: WHOLE_LIST },
    { retry: false },
  );
  const { canAccess: mayCreate } = useCanAccess({
    action: 'create',
    resource: appResource(project, app.name, 'component:*'),
  });
  const components = data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('resources.appComponents.name', { smart_count: 2 })}
        </Typography>
        {mayCreate && !readOnly ? (
          <Button size="small" startIcon={<AddIcon />} onClick={() => open('addComponent')}>
            {translate('resources.appComponents.action.add')}
          </Button>
        ) : null}
      </Stack>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : isPending ? (
        <Skeleton variant="rounded" height={120} aria-label={translate('vela.kit.form.loading')} />
      ) : components.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.appComponents.empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {components.map((component) => (
            <ComponentCard
              key={component.name}
              component={component}
              app={app.name}
              project={project}
              readOnly={readOnly}
            />
          ))}
        </Stack>
      )}
      {readOnly ? null : (
        <>
          <ComponentDrawers app={app.name} lookups={lookups} />
          <TraitDrawers app={app.name} components={components} lookups={lookups} />
        </>
      )}
    </Paper>
  );
};
