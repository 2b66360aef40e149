import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { VelaWidgetProps } from '../../formContext';

/** A boolean as an on/off switch; an unset value shows as off. */
export function SwitchWidget({ id, label, value, onChange, disabled, readonly, required }: VelaWidgetProps) {
  return (
    <FormControlLabel
      label={required ? `${label} *` : label}
      control={
        <Switch
          id={id}
          checked={value === true}
          disabled={disabled || readonly}
          onChange={(event) => onChange(event.target.checked)}
        />
      }
    />
  );
}
