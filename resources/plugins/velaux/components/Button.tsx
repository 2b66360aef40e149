import MuiButton from '@mui/material/Button';
import type { MouseEventHandler, ReactNode } from 'react';

export interface ButtonProps {
  type?: 'primary' | 'secondary' | 'normal';
  /** A destructive action. */
  warning?: boolean;
  /** A button drawn as a link. */
  text?: boolean;
  size?: 'small' | 'medium' | 'large';
  htmlType?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  loading?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  className?: string;
  id?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

/** Fusion's Button, drawn with the console's: primary is filled, secondary and normal outlined. */
export const Button = ({ type = 'normal', warning, text, htmlType = 'button', ...props }: ButtonProps) => (
  <MuiButton
    type={htmlType}
    variant={text ? 'text' : type === 'primary' ? 'contained' : 'outlined'}
    color={warning ? 'error' : 'primary'}
    size={props.size}
    disabled={props.disabled}
    loading={props.loading}
    onClick={props.onClick}
    className={props.className}
    id={props.id}
    aria-label={props['aria-label']}
  >
    {props.children}
  </MuiButton>
);
