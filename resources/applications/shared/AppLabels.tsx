import { visibleLabelTexts } from '@dataProvider/bodies/applications';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** The labels a user sees, as `key=value` chips; the system's sync and ownership labels never show. */
export const AppLabels = ({ labels }: { labels?: Record<string, string> }) => {
  const texts = visibleLabelTexts(labels);
  if (!texts.length) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {texts.map((text) => (
        <Chip key={text} label={text} size="small" variant="outlined" />
      ))}
    </Stack>
  );
};
