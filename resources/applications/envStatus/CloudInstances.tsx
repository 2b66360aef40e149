import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VelaDataProvider } from '@dataProvider/index';
import type { CloudResource } from '@dataProvider/verbs/envStatus';
import type { ComponentRow } from '../shared/component';
import { useApplication } from '../shared/useApplication';
import { ExternalLink } from '@src/common/ExternalLink';
import { formatDateTime } from '@src/common/format';
import { ERROR_SHOWN_BY_PAGE, ErrorState, StatusChip } from '@src/common/kit';
import { safeHref } from '@src/common/safeUrl';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { envStatusKey, useDeployedApp } from './useEnvStatus';

const CLOUD = 'resources.appEnvStatus.cloud';
const COMPONENT_LABEL = 'app.oam.dev/component';
const COLUMNS = ['instanceName', 'type', 'status', 'region', 'url', 'createTime', 'message'] as const;

/** The first output of the instance that is a web address (an endpoint of a bucket, a console link). */
const addressOf = (resource: CloudResource) =>
  Object.values(resource.status?.apply?.outputs ?? {})
    .map((output) => output.value)
    .find((value) => safeHref(value) !== undefined);

const stateTone = (state: string) =>
  state === 'Available' ? 'succeeded' : /fail/i.test(state) ? 'failed' : 'running';

const WHOLE_LIST = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

/** The type of the component each instance belongs to (alibaba-rds, alibaba-oss…). */
function useComponentTypes(): Map<string, string> {
  const { app } = useApplication();
  const { data = [] } = useGetList<ComponentRow>('appComponents', {
    meta: { app: app.name },
    pagination: WHOLE_LIST,
  });
  return new Map(data.map((row) => [row.name, row.componentType]));
}

/** The Terraform instances of the application's cloud components, once there are any. */
export const CloudInstances = ({ env, component }: { env: string; component?: string }) => {
  const translate = useTranslate();
  const { app } = useApplication();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const where = useDeployedApp(env);
  const types = useComponentTypes();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: envStatusKey(app.name, env, 'cloud', where),
    queryFn: () => (where ? dataProvider.cloudResources(where, ERROR_SHOWN_BY_PAGE) : []),
    enabled: where !== undefined,
    retry: false,
  });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  const instances = (data ?? []).filter(
    (resource) => !component || resource.metadata?.labels?.[COMPONENT_LABEL] === component,
  );
  if (instances.length === 0) return null;
  return (
    <section aria-labelledby="env-cloud-title">
      <Typography id="env-cloud-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate(`${CLOUD}.title`)}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`${CLOUD}.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {instances.map((resource) => {
            const apply = resource.status?.apply;
            const address = addressOf(resource);
            const componentName = resource.metadata?.labels?.[COMPONENT_LABEL] ?? '';
            return (
              <TableRow key={resource.metadata?.name}>
                <TableCell>{resource.metadata?.name}</TableCell>
                <TableCell>{types.get(componentName) ?? componentName}</TableCell>
                <TableCell>
                  {apply?.state ? <StatusChip label={apply.state} tone={stateTone(apply.state)} /> : null}
                </TableCell>
                <TableCell>{apply?.region || resource.spec?.region}</TableCell>
                <TableCell>{address ? <ExternalLink address={address} /> : null}</TableCell>
                <TableCell>
                  {resource.metadata?.creationTimestamp
                    ? formatDateTime(resource.metadata.creationTimestamp)
                    : ''}
                </TableCell>
                <TableCell>{apply?.message}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
};
