import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CSSProperties, FormEvent, ReactNode } from 'react';

interface FormProps {
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

interface ItemProps {
  label?: ReactNode;
  required?: boolean;
  help?: ReactNode;
  labelAlign?: 'top' | 'left' | 'inset';
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** A field with its label: the label wraps the control, so the control is named by it. */
const Item = ({ label, required, help, labelAlign = 'top', className, style, children }: ItemProps) => (
  <Box className={className} style={style} sx={{ mb: 2 }}>
    <Box
      component="label"
      sx={{ display: 'flex', gap: 1, flexDirection: labelAlign === 'left' ? 'row' : 'column' }}
    >
      {label !== undefined && (
        <Typography
          component="span"
          variant="body2"
          sx={{ alignSelf: labelAlign === 'left' ? 'center' : 'start' }}
        >
          {label}
          {required ? ' *' : ''}
        </Typography>
      )}
      {children}
    </Box>
    {help !== undefined && (
      <Typography variant="caption" color="text.secondary">
        {help}
      </Typography>
    )}
  </Box>
);

const FormRoot = ({ onSubmit, className, style, children }: FormProps) => (
  <form
    className={className}
    style={style}
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit?.(event);
    }}
  >
    {children}
  </form>
);

/** Fusion's Form and `Form.Item`, without its field validation. */
export const Form = Object.assign(FormRoot, { Item });
