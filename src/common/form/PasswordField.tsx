import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** A password input with a show/hide toggle. */
export const PasswordField = (props: Omit<TextFieldProps, 'type'>) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggleLabel = translate(visible ? 'vela.initAdmin.hidePassword' : 'vela.initAdmin.showPassword');
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggleLabel} onClick={() => setVisible(!visible)} edge="end">
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
