import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import type { ResourceRef } from '@dataProvider/verbs/resourceGraph';
import { ERROR_SHOWN_BY_PAGE, ErrorState } from '@src/common/kit';
import { dump } from 'js-yaml';
import { useId } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { graphKey } from './graphText';

/** The whole object as application-resource-detail-view reads it, shown as YAML text. */
export const ResourceManifest = ({ resource, queryKey }: { resource: ResourceRef; queryKey: unknown[] }) => {
  const translate = useTranslate();
  const headingId = useId();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { data, error, isPending, isRefetching, refetch } = useQuery({
    queryKey: [...queryKey, 'resourceDetail', resource],
    queryFn: () => dataProvider.resourceDetail(resource, ERROR_SHOWN_BY_PAGE),
    retry: false,
  });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate(graphKey('detail.manifest'))}
      </Typography>
      {error ? (
        <ErrorState
          error={error}
          title={graphKey('detail.loadFailed')}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      ) : isPending ? (
        <Skeleton variant="rectangular" height={240} />
      ) : (
        <Box
          component="pre"
          // A scrolling region must be reachable by keyboard.
          tabIndex={0}
          sx={{
            m: 0,
            p: 1.5,
            maxHeight: 480,
            overflow: 'auto',
            bgcolor: 'action.hover',
            borderRadius: 1,
            typography: 'body2',
            fontFamily: 'monospace',
          }}
        >
          {dump(data, { lineWidth: -1, noRefs: true })}
        </Box>
      )}
    </Box>
  );
};
