import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PodSummary } from '@dataProvider/verbs/podLogs';
import { EmptyState, ErrorState } from '@src/common/kit';
import { formatDateTime } from '@src/common/format';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { downloadText } from './downloadText';
import { findMatches } from '@resources/logView';
import { LogSearch } from './LogSearch';
import { LogSwitches } from './LogSwitches';
import { LogView } from './LogView';
import { useContainerLogs } from './useContainerLogs';
import { useLogOptions } from './useLogOptions';

/**
 * The logs of one container: switches, download, date range, search and the view. The search and the
 * switches are in the address; which match is shown is not.
 */
export const LogPanel = ({ pod, container }: { pod: PodSummary | undefined; container: string }) => {
  const translate = useTranslate();
  const { values, query, setSwitch, setQuery } = useLogOptions(pod?.name ?? '', container);
  const [current, setCurrent] = useState(0);
  const { timestamps, previous, autoRefresh, follow, wrap } = values;
  const { logs, lines } = useContainerLogs(pod, container, { timestamps, previous }, autoRefresh);
  const matches = useMemo(() => findMatches(lines, query), [lines, query]);
  const shown = matches.length ? Math.min(current, matches.length - 1) : 0;

  const search = (text: string) => {
    setQuery(text);
    setCurrent(0);
  };
  const jump = (step: 1 | -1) => {
    setSwitch('follow', false);
    setCurrent((shown + step + matches.length) % matches.length);
  };
  const download =
    pod && lines.length
      ? () => downloadText(`${pod.name}-${container}.log`, lines.map((line) => line.text).join('\n'))
      : undefined;

  const body = () => {
    if (logs.error) {
      return (
        <ErrorState error={logs.error} onRetry={() => void logs.refetch()} retrying={logs.isRefetching} />
      );
    }
    if (logs.isPending) {
      return (
        <Stack role="progressbar" aria-label={translate('resources.appLogs.loading')}>
          <Skeleton variant="rectangular" height={520} />
        </Stack>
      );
    }
    return (
      <>
        {logs.data.error && <Alert severity="warning">{logs.data.error}</Alert>}
        {lines.length === 0 ? (
          <EmptyState text="resources.appLogs.empty" />
        ) : (
          <LogView
            key={wrap ? 'wrapped' : 'one-row-a-line'}
            wrap={wrap}
            lines={lines}
            matches={matches}
            current={shown}
            follow={follow}
            onFollowChange={(on) => setSwitch('follow', on)}
            label={translate('resources.appLogs.view', { pod: pod?.name ?? '', container })}
          />
        )}
      </>
    );
  };

  return (
    <Stack spacing={1.5}>
      <LogSwitches values={values} onChange={setSwitch} onDownload={download} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <LogSearch
          query={query}
          onQueryChange={search}
          total={matches.length}
          current={shown}
          onJump={jump}
        />
        {logs.data?.fromDate && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.appLogs.range', {
              from: formatDateTime(logs.data.fromDate),
              to: formatDateTime(logs.data.toDate),
            })}
            {' · '}
            {translate('resources.appLogs.lines', { smart_count: lines.length })}
          </Typography>
        )}
      </Stack>
      {body()}
    </Stack>
  );
};
