import TextField from '@mui/material/TextField';
import type { VelaWidgetProps } from '../../formContext';

/** A one-line input; an emptied input unsets the value. RJSF's number field turns number text into numbers. */
export function TextInput({
  widget,
  type,
}: {
  widget: VelaWidgetProps;
  type: 'text' | 'password' | 'number';
}) {
  const {
    id,
    label,
    value,
    onChange,
    onBlur,
    onFocus,
    required,
    disabled,
    readonly,
    rawErrors = [],
    placeholder,
  } = widget;
  return (
    <TextField
      id={id}
      label={label}
      type={type}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      placeholder={placeholder}
      autoComplete={type === 'password' ? 'new-password' : undefined}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
