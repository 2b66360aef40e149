import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useTranslate } from 'react-admin';

interface Props {
  tags: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** One checkbox per tag offered as a filter; nothing when no tag is. */
export const AddonTagFilter = ({ tags, chosen, onChange }: Props) => {
  const translate = useTranslate();
  if (tags.length === 0) return null;
  const toggle = (tag: string, checked: boolean) =>
    onChange(checked ? [...chosen, tag] : chosen.filter((other) => other !== tag));
  return (
    <FormControl component="fieldset" sx={{ mb: 2, display: 'flex', flexDirection: 'row', gap: 2 }}>
      <FormLabel component="legend" sx={{ float: 'left', pt: 1.2 }}>
        {translate('resources.addons.search.tags')}
      </FormLabel>
      <FormGroup row>
        {tags.map((tag) => (
          <FormControlLabel
            key={tag}
            label={tag}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(tag)}
                onChange={(event) => toggle(tag, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
};
