import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { StatusChip, statusTone } from '@src/common/kit';

export interface TargetStatus {
  /** What the chip reads, e.g. `local/default`. */
  label: string;
  /** succeeded is green, failed red, anything else yellow. */
  phase?: string;
  /** Why, shown on hover and focus. */
  message?: string;
}

/** Where a config was distributed, one chip per target in its status colour. */
export const TargetStatusChips = ({ targets }: { targets: TargetStatus[] }) => (
  <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
    {targets.map(({ label, phase, message }) => {
      const chip = <StatusChip label={label} tone={statusTone(phase)} />;
      return message ? (
        <Tooltip key={label} title={message} describeChild>
          <Box component="span" tabIndex={0}>
            {chip}
          </Box>
        </Tooltip>
      ) : (
        <Box component="span" key={label}>
          {chip}
        </Box>
      );
    })}
  </Stack>
);
