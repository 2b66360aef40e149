import Chip from '@mui/material/Chip';
import { tagTone } from './addonRules';

/** An addon tag, outlined in its spec colour (red alpha or beta, green GA); the words keep the text colour. */
export const AddonTag = ({ tag }: { tag: string }) => {
  const tone = tagTone(tag);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={tag}
      sx={tone === 'neutral' ? undefined : { borderColor: `status.${tone}`, borderWidth: 2 }}
    />
  );
};
