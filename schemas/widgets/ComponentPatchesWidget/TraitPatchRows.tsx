import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Translate } from '../../i18n';
import type { TraitPatch } from './componentPatches';

interface TraitPatchRowsProps {
  traits: readonly TraitPatch[];
  onChange: (traits: TraitPatch[]) => void;
  locked: boolean;
  t: Translate;
  /** Prefix of the accessible names, to tell the rows of different patches apart. */
  name: string;
}

/** The traits a patch overrides or switches off. */
export function TraitPatchRows({ traits, onChange, locked, t, name }: TraitPatchRowsProps) {
  const edit = (index: number, change: Partial<TraitPatch>) =>
    onChange(traits.map((trait, at) => (at === index ? { ...trait, ...change } : trait)));
  return (
    <Stack spacing={1}>
      <FormLabel>{t('traits')}</FormLabel>
      {traits.map((trait, index) => (
        <Stack key={index} direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            label={t('traitType')}
            value={trait.type}
            disabled={locked}
            slotProps={{ htmlInput: { 'aria-label': `${name} ${t('traitType')} ${index + 1}` } }}
            onChange={(event) => edit(index, { type: event.target.value })}
          />
          <FormControlLabel
            label={t('disableTrait')}
            control={
              <Switch
                checked={trait.disable === true}
                disabled={locked}
                onChange={(event) => edit(index, { disable: event.target.checked })}
              />
            }
          />
          <IconButton
            aria-label={`${t('remove')} ${name} ${t('traitType')} ${index + 1}`}
            disabled={locked}
            onClick={() => onChange(traits.filter((_, at) => at !== index))}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={locked}
          onClick={() => onChange([...traits, { type: '' }])}
        >
          {t('addTrait')}
        </Button>
      </div>
    </Stack>
  );
}
