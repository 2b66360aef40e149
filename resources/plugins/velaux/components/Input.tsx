import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, CSSProperties } from 'react';

export interface InputProps {
  value?: string | number;
  defaultValue?: string | number;
  /** Called with the new text first, as Fusion's Input does. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  placeholder?: string;
  disabled?: boolean;
  htmlType?: string;
  name?: string;
  id?: string;
  style?: CSSProperties;
  className?: string;
  'aria-label'?: string;
}

export const Input = ({ onChange, htmlType, ...props }: InputProps) => (
  <OutlinedInput
    size="small"
    type={htmlType}
    value={props.value}
    defaultValue={props.defaultValue}
    placeholder={props.placeholder}
    disabled={props.disabled}
    name={props.name}
    id={props.id}
    style={props.style}
    className={props.className}
    inputProps={{ 'aria-label': props['aria-label'] }}
    onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value, event)}
  />
);
