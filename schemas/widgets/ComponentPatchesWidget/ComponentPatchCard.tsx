import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { VelaFormContext } from '../../formContext';
import type { ComponentOption } from '../../lookups';
import type { Choice } from '../shared/OptionInput';
import { OptionInput } from '../shared/OptionInput';
import { YamlObjectEditor } from '../shared/YamlObjectEditor';
import type { ComponentPatch } from './componentPatches';
import { AssignDefaultsButton } from './AssignDefaultsButton';
import { isTargeted, tidyPatch } from './componentPatches';
import { TraitPatchRows } from './TraitPatchRows';

interface ComponentPatchCardProps {
  id: string;
  index: number;
  patch: ComponentPatch;
  components: readonly ComponentOption[];
  /** True once the component list is known, so only its names can be picked. */
  listed: boolean;
  onChange: (patch: ComponentPatch) => void;
  onRemove: () => void;
  yamlError: string | undefined;
  onYamlError: (message: string | undefined) => void;
  locked: boolean;
  context: VelaFormContext;
}

/** One override: the component (by name or type), its properties as YAML, and its traits. */
export function ComponentPatchCard(props: ComponentPatchCardProps) {
  const {
    id,
    index,
    patch,
    components,
    listed,
    onChange,
    onRemove,
    yamlError,
    onYamlError,
    locked,
    context,
  } = props;
  const { t } = context;
  const update = (change: Partial<ComponentPatch>) => onChange(tidyPatch({ ...patch, ...change }));
  const names: Choice[] = components.map((component) => ({
    value: component.name,
    label: component.alias ?? component.name,
  }));
  const types: Choice[] = [
    ...new Set(components.flatMap((component) => (component.type ? [component.type] : []))),
  ].map((type) => ({ value: type, label: type }));
  const title = `${t('component')} ${index + 1}`;
  return (
    <Paper variant="outlined" sx={{ p: 2, position: 'relative' }} role="group" aria-label={title}>
      <IconButton
        size="small"
        aria-label={`${t('remove')} ${title}`}
        disabled={locked}
        onClick={onRemove}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
      <Stack spacing={1.5} sx={{ pr: 4 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <OptionInput
            id={`${id}_name`}
            label={t('component')}
            value={patch.name}
            choices={names}
            freeSolo={!listed}
            onChange={(name) => update({ name })}
            disabled={locked}
            t={t}
          />
          <OptionInput
            id={`${id}_type`}
            label={t('componentType')}
            value={patch.type}
            choices={types}
            freeSolo
            onChange={(type) => update({ type })}
            disabled={locked}
            t={t}
          />
        </Stack>
        {isTargeted(patch) ? null : <FormHelperText error>{t('selectComponentOrType')}</FormHelperText>}
        <AssignDefaultsButton
          type={patch.type ?? components.find((component) => component.name === patch.name)?.type}
          onAssign={(properties) => update({ properties })}
          locked={locked}
          context={context}
        />
        <YamlObjectEditor
          label={`${title} ${t('properties')}`}
          value={patch.properties}
          onChange={(properties) => update({ properties })}
          onError={onYamlError}
          error={yamlError}
          context={context}
          readOnly={locked}
          height={160}
        />
        <TraitPatchRows
          traits={patch.traits ?? []}
          onChange={(traits) => update({ traits })}
          locked={locked}
          t={t}
          name={title}
        />
      </Stack>
    </Paper>
  );
}
