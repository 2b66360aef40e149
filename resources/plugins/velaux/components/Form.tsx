import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  cloneElement,
  isValidElement,
  useId,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';

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

/** A field with its label, which names the control (the Item gives the control an id if it has none). */
const Item = ({ label, required, help, labelAlign = 'top', className, style, children }: ItemProps) => {
  const generated = useId();
  const control = isValidElement<{ id?: string }>(children) ? children : undefined;
  const id = control?.props.id ?? generated;
  return (
    <Box className={className} style={style} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: labelAlign === 'left' ? 'row' : 'column' }}>
        {label !== undefined && (
          <Typography
            component="label"
            htmlFor={control ? id : undefined}
            variant="body2"
            sx={{ alignSelf: labelAlign === 'left' ? 'center' : 'start' }}
          >
            {label}
            {required ? ' *' : ''}
          </Typography>
        )}
        {control ? cloneElement(control, { id }) : children}
      </Box>
      {help !== undefined && (
        <Typography variant="caption" color="text.secondary">
          {help}
        </Typography>
      )}
    </Box>
  );
};

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
