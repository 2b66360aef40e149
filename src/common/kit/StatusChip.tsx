import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import Chip from '@mui/material/Chip';
import type { StatusPalette } from '@src/theme';
import { useTranslate } from 'react-admin';

/** The four status colours of the theme: succeeded green, failed red, running (or warning) yellow, neutral grey. */
export type StatusTone = keyof StatusPalette;

export interface StatusChipProps {
  /** A catalog key or text: the status as the user reads it. */
  label: string;
  tone: StatusTone;
}

/**
 * A status with its spec colour. The colour marks the dot and the outline; the words keep the text colour,
 * so they stay readable (4.5:1) whatever the tone.
 */
export const StatusChip = ({ label, tone }: StatusChipProps) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<FiberManualRecordIcon />}
      label={translate(label, { _: label })}
      sx={{ borderColor: `status.${tone}`, '& .MuiChip-icon': { color: `status.${tone}`, fontSize: 12 } }}
    />
  );
};
