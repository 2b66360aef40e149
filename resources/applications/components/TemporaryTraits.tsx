import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormLookups } from '@schemas/lookups';
import { WIDE_DRAWER_WIDTH } from '@src/common/kit';
import { useState, type FormEvent } from 'react';
import { Form, SaveButton, useInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { traitLabel, type Trait } from '../shared/component';
import { TraitInputs } from './TraitInputs';

interface Editing {
  /** The position of the trait being changed; undefined while adding one. */
  index?: number;
  trait: Partial<Trait>;
}

// The dialog's form sits inside the component form in React's tree: its submit must not send that one.
const keepSubmitInside = (event: FormEvent) => event.stopPropagation();

/**
 * The traits of a component being created: kept in the form (`traits`) and sent with it. A second
 * trait of one type is refused with the spec's warning.
 */
export const TemporaryTraits = ({ workload, lookups }: { workload?: string; lookups?: FormLookups }) => {
  const translate = useTranslate();
  const { field } = useInput<Trait[]>({ source: 'traits', defaultValue: [] });
  const traits: Trait[] = Array.isArray(field.value) ? field.value : [];
  const [editing, setEditing] = useState<Editing>();
  const save = (trait: Trait) => {
    const index = editing?.index;
    field.onChange(
      index === undefined ? [...traits, trait] : traits.map((old, at) => (at === index ? trait : old)),
    );
    setEditing(undefined);
  };
  const takenTypes = traits.filter((_, at) => at !== editing?.index).map((trait) => trait.type);
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {translate('resources.appComponents.fields.traits')}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing({ trait: {} })}>
          {translate('resources.appComponents.action.addTrait')}
        </Button>
      </Stack>
      {traits.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.appComponents.noTraits')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" component="ul" sx={{ p: 0, m: 0 }}>
          {traits.map((trait, index) => (
            <li key={trait.type} style={{ listStyle: 'none' }}>
              <Chip
                label={traitLabel(trait.type, translate, trait.alias)}
                onClick={() => setEditing({ index, trait })}
                onDelete={() => field.onChange(traits.filter((_, at) => at !== index))}
                aria-label={translate('resources.appComponents.action.editTrait', { type: trait.type })}
              />
            </li>
          ))}
        </Stack>
      )}
      <Dialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        fullWidth
        maxWidth={false}
        slotProps={{ paper: { sx: { width: WIDE_DRAWER_WIDTH } } }}
        aria-labelledby="temporary-trait-title"
      >
        <DialogTitle id="temporary-trait-title">
          {translate(
            editing?.index === undefined
              ? 'resources.appComponents.title.addTrait'
              : 'resources.appComponents.title.editTrait',
            { type: editing?.trait.type ?? '' },
          )}
        </DialogTitle>
        <DialogContent>
          <Box onSubmit={keepSubmitInside}>
            {editing ? (
              <Form
                defaultValues={editing.trait}
                onSubmit={(values: FieldValues) => save(values as Trait)}
                noValidate
              >
                <TraitInputs workload={workload} takenTypes={takenTypes} lookups={lookups} />
                <Stack direction="row" spacing={1} justifyContent="flex-end">
                  <Button onClick={() => setEditing(undefined)}>{translate('ra.action.cancel')}</Button>
                  <SaveButton label="resources.appComponents.action.save" alwaysEnable icon={<></>} />
                </Stack>
              </Form>
            ) : null}
          </Box>
        </DialogContent>
      </Dialog>
    </Box>
  );
};
