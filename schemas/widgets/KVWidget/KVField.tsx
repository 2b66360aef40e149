import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { VelaFieldProps } from '../../formContext';
import { valuesEqual } from '../../translate/conditions';
import { fieldLabel } from '../shared/labels';
import { mapOf, rowsOf, valueTypeOf } from './kvRows';
import type { KVRow } from './kvRows';

/** A map (labels, annotations, …) edited as key/value rows. */
export function KVField(props: VelaFieldProps) {
  const { formData, onChange, fieldPathId, schema, name, required, disabled, readonly, registry } = props;
  const { t } = registry.formContext;
  const type = valueTypeOf(schema);
  const label = fieldLabel(schema, name);
  // Rows keep what is typed (a key not yet filled in) while they still describe the value.
  const [draft, setDraft] = useState<{ rows: KVRow[]; value: unknown }>();
  const rows = draft && valuesEqual(draft.value, formData ?? {}) ? draft.rows : rowsOf(formData);
  const update = (next: KVRow[]) => {
    const map = mapOf(next, type);
    setDraft({ rows: next, value: map });
    onChange(Object.keys(map).length > 0 ? map : undefined, fieldPathId.path);
  };
  const edit = (index: number, change: Partial<KVRow>) =>
    update(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const locked = disabled || readonly;
  return (
    <Stack spacing={1} role="group" aria-labelledby={`${fieldPathId.$id}__label`}>
      <FormLabel id={`${fieldPathId.$id}__label`} required={required}>
        {label}
      </FormLabel>
      {rows.map((row, index) => (
        <Stack key={index} direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            value={row.key}
            disabled={locked}
            slotProps={{ htmlInput: { 'aria-label': `${label} ${t('key')} ${index + 1}` } }}
            onChange={(event) => edit(index, { key: event.target.value })}
          />
          {type === 'boolean' ? (
            <Switch
              checked={row.value === 'true'}
              disabled={locked}
              slotProps={{ input: { 'aria-label': `${label} ${t('value')} ${index + 1}` } }}
              onChange={(event) => edit(index, { value: String(event.target.checked) })}
            />
          ) : (
            <TextField
              size="small"
              fullWidth
              type={type === 'number' ? 'number' : 'text'}
              value={row.value}
              disabled={locked}
              slotProps={{ htmlInput: { 'aria-label': `${label} ${t('value')} ${index + 1}` } }}
              onChange={(event) => edit(index, { value: event.target.value })}
            />
          )}
          <IconButton
            aria-label={`${t('remove')} ${label} ${index + 1}`}
            disabled={locked}
            onClick={() => update(rows.filter((_, at) => at !== index))}
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
          onClick={() => update([...rows, { key: '', value: '' }])}
        >
          {t('add')}
        </Button>
      </div>
    </Stack>
  );
}
