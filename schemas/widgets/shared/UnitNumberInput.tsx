import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { VelaWidgetProps } from '../../formContext';
import { fromUnit, toUnit } from '../../translate/quantity';

type Unit = 'cores' | 'Mi' | 'Gi';

function display(value: unknown, unit: Unit): string {
  if (value === undefined || value === null || value === '') return '';
  const amount = toUnit(value, unit);
  return amount === undefined ? String(value) : String(amount);
}

/** What a typed amount becomes; anything that is not a non-negative number is passed on for validation to flag. */
function emitted(text: string, unit: Unit): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const amount = Number(trimmed);
  if (Number.isFinite(amount) && amount >= 0) return fromUnit(amount, unit);
  return unit === 'cores' ? trimmed : `${trimmed}${unit}`;
}

/** A number typed in a fixed unit and stored as the Kubernetes quantity string KubeVela expects. */
export function UnitNumberInput(props: VelaWidgetProps & { unit: Unit; unitLabel: string }) {
  const {
    id,
    label,
    value,
    onChange,
    onBlur,
    required,
    disabled,
    readonly,
    rawErrors = [],
    unit,
    unitLabel,
  } = props;
  // Keeps what the user typed ("0." on the way to "0.5") while it still stands for the current value.
  const [draft, setDraft] = useState<{ text: string; value: unknown }>();
  const text = draft && draft.value === value ? draft.text : display(value, unit);
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      value={text}
      onChange={(event) => {
        const next = emitted(event.target.value, unit);
        setDraft({ text: event.target.value, value: next });
        onChange(next);
      }}
      onBlur={() => onBlur(id, value)}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">{unitLabel}</InputAdornment> },
      }}
    />
  );
}
