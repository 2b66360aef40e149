import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { VelaWidgetProps } from '../../formContext';

/** One of the options of `validate.options`, shown by label; an optional field can be cleared. */
export function SelectWidget(props: VelaWidgetProps) {
  const {
    id,
    label,
    value,
    onChange,
    onBlur,
    onFocus,
    options,
    required,
    disabled,
    readonly,
    rawErrors = [],
  } = props;
  const choices = options.enumOptions ?? [];
  const selected = choices.findIndex((choice) => choice.value === value);
  return (
    <TextField
      select
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      value={selected >= 0 ? String(selected) : ''}
      onChange={(event) =>
        onChange(event.target.value === '' ? undefined : choices[Number(event.target.value)]?.value)
      }
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {required ? null : (
        <MenuItem value="">
          <em>—</em>
        </MenuItem>
      )}
      {choices.map((choice, index) => (
        <MenuItem key={String(choice.value)} value={String(index)}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
