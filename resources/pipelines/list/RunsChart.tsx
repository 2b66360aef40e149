import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@src/common/format';
import { useTranslate } from 'react-admin';
import type { RunStat } from '../shared/pipeline';

const DAY_MS = 24 * 60 * 60 * 1000;
const BAR_HEIGHT = 24;

type Day = RunStat['week'][number];

/** week[6] is today, week[0] six days ago (24-hour slices back from now). */
const dateOf = (index: number, days: number) => formatDate(Date.now() - (days - 1 - index) * DAY_MS);

/** One day: its failed share on top of its succeeded share, or a low grey mark without runs. */
const DayBar = ({ day, label }: { day: Day; label: string }) => {
  const failed = day.total ? Math.round((day.fail / day.total) * 100) : 0;
  return (
    <Tooltip title={label} describeChild>
      <Box
        component="span"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          width: 10,
          height: BAR_HEIGHT,
        }}
      >
        {day.total ? (
          <>
            <Box component="span" sx={{ height: `${failed}%`, bgcolor: 'status.failed' }} />
            <Box component="span" sx={{ height: `${100 - failed}%`, bgcolor: 'status.succeeded' }} />
          </>
        ) : (
          <Box component="span" sx={{ height: 4, bgcolor: 'status.neutral' }} />
        )}
      </Box>
    </Tooltip>
  );
};

/**
 * The runs of the last 7 days as bars (failed red over succeeded green; the tooltip says how many) and
 * the total count; read out as one sentence. Without statistics, a dash.
 */
export const RunsChart = ({ stat }: { stat?: RunStat }) => {
  const translate = useTranslate();
  const week = stat?.week ?? [];
  if (!stat || week.length === 0) return <span>-</span>;
  const total = week.reduce((sum, day) => sum + day.total, 0);
  const success = week.reduce((sum, day) => sum + day.success, 0);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      alignItems="flex-end"
      role="img"
      aria-label={translate('resources.pipelines.runs.chart', { total, success })}
    >
      <Stack direction="row" spacing={0.5} alignItems="flex-end">
        {week.map((day, index) => {
          const date = dateOf(index, week.length);
          const label = day.total
            ? translate('resources.pipelines.runs.day', { date, total: day.total, success: day.success })
            : translate('resources.pipelines.runs.noRun', { date });
          return <DayBar key={date} day={day} label={label} />;
        })}
      </Stack>
      {stat.total.total > 0 ? (
        <Typography variant="body2" title={translate('resources.pipelines.runs.total')}>
          {stat.total.total}
        </Typography>
      ) : null}
    </Stack>
  );
};
