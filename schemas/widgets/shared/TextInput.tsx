import TextField from '@mui/material/TextField';
import type { VelaWidgetProps } from '../../formContext';
import { OwnForm } from './OwnForm';
import { ownFormId, submitEnclosingForm } from './formOwnership';
import { useDeferredChange } from './useDeferredChange';

/**
 * A one-line input; an emptied input unsets the value. RJSF's number field turns number text into numbers.
 * The input belongs to a form of its own (see `OwnForm`), so Enter submits the page's form by hand.
 */
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
  const typed = useDeferredChange<unknown>(value, onChange);
  return (
    <>
      <OwnForm controlId={id} />
      <TextField
        id={id}
        label={label}
        type={type}
        required={required}
        disabled={disabled || readonly}
        error={rawErrors.length > 0}
        placeholder={placeholder}
        autoComplete={type === 'password' ? 'new-password' : undefined}
        value={typed.shown ?? ''}
        onChange={(event) => typed.change(event.target.value === '' ? undefined : event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          typed.flush();
          if (!event.nativeEvent.isComposing) submitEnclosingForm(event.target as Element);
        }}
        onBlur={() => {
          typed.flush();
          onBlur(id, typed.shown);
        }}
        onFocus={() => onFocus(id, typed.shown)}
        slotProps={{ htmlInput: { form: ownFormId(id) } }}
      />
    </>
  );
}
