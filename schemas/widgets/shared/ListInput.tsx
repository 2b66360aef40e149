import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { VelaWidgetProps } from '../../formContext';
import { valuesEqual } from '../../translate/conditions';

interface ListInputProps {
  widget: VelaWidgetProps;
  inputType: 'text' | 'number';
  /** The list value for the rows typed so far; blank rows are left out. */
  toValue: (rows: readonly string[]) => unknown[];
}

/** A list of one-line inputs with add and remove buttons. */
export function ListInput({ widget, inputType, toValue }: ListInputProps) {
  const { id, label, value, onChange, required, disabled, readonly, rawErrors = [], registry } = widget;
  const { t } = registry.formContext;
  const current: unknown[] = Array.isArray(value) ? value : [];
  // Rows being typed (blank ones included) survive as long as they still describe the value.
  const [draft, setDraft] = useState<{ rows: string[]; value: unknown[] }>();
  const rows =
    draft && valuesEqual(draft.value, current) ? draft.rows : current.map((item) => String(item ?? ''));
  const update = (next: string[]) => {
    const nextValue = toValue(next);
    setDraft({ rows: next, value: nextValue });
    onChange(nextValue);
  };
  const locked = disabled || readonly;
  return (
    <Stack spacing={1} role="group" aria-labelledby={`${id}__label`}>
      <FormLabel id={`${id}__label`} required={required} error={rawErrors.length > 0}>
        {label}
      </FormLabel>
      {rows.map((row, index) => (
        <Stack key={index} direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            fullWidth
            type={inputType}
            value={row}
            disabled={locked}
            slotProps={{ htmlInput: { 'aria-label': `${label} ${index + 1}` } }}
            onChange={(event) => update(rows.map((old, at) => (at === index ? event.target.value : old)))}
          />
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
        <Button size="small" startIcon={<AddIcon />} disabled={locked} onClick={() => update([...rows, ''])}>
          {t('add')}
        </Button>
      </div>
    </Stack>
  );
}
