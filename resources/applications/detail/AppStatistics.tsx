import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import { ERROR_SHOWN_BY_PAGE, ErrorState } from '@src/common/kit';
import { LinkBase, useDataProvider, useTranslate } from 'react-admin';
import { appPagePath, type AppPage } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';

type Count = 'envCount' | 'targetCount' | 'revisionCount' | 'workflowCount';

const COUNTS: { key: Count; page?: AppPage }[] = [
  { key: 'envCount' },
  { key: 'targetCount' },
  { key: 'revisionCount', page: 'revisions' },
  { key: 'workflowCount', page: 'workflows' },
];

const statisticsQueryKey = (app: string) => ['applications', app, 'statistics'];

/** envCount, targetCount, revisionCount (links to revisions) and workflowCount (links to workflows). */
export const AppStatistics = () => {
  const translate = useTranslate();
  const { app } = useApplication();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: statisticsQueryKey(app.name),
    queryFn: () => dataProvider.applicationStatistics(app.name, ERROR_SHOWN_BY_PAGE),
    retry: false,
  });
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={translate('resources.appDetail.statistics.title')}
    >
      <CardContent>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} compact />
        ) : (
          <Stack
            direction="row"
            useFlexGap
            columnGap={1}
            rowGap={2}
            flexWrap="wrap"
            justifyContent="space-around"
            component="dl"
            sx={{ m: 0 }}
          >
            {COUNTS.map(({ key, page }) => {
              const label = translate(`resources.appDetail.statistics.${key}`);
              const value = data ? String(data[key]) : undefined;
              return (
                <Stack key={key} alignItems="center">
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                    {value === undefined ? (
                      <Skeleton width={24} />
                    ) : page ? (
                      <Link
                        component={LinkBase}
                        to={appPagePath(app.name, page)}
                        aria-label={`${label} ${value}`}
                      >
                        {value}
                      </Link>
                    ) : (
                      value
                    )}
                  </Typography>
                </Stack>
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
