import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { VelaWidgetProps } from '../../formContext';
import { fileToBase64 } from './toBase64';

/** A certificate or key file, stored base64-encoded. */
export function CertBase64Widget(props: VelaWidgetProps) {
  const { id, label, value, onChange, required, disabled, readonly, registry } = props;
  const { t } = registry.formContext;
  const [fileName, setFileName] = useState<string>();
  const [readError, setReadError] = useState<string>();
  const encoded = typeof value === 'string' ? value : '';
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <FormLabel htmlFor={id} required={required}>
        {label}
      </FormLabel>
      <Button
        component="label"
        size="small"
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled || readonly}
      >
        {t('chooseFile')}
        <input
          id={id}
          type="file"
          hidden
          aria-label={label}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            try {
              onChange(await fileToBase64(file));
              setFileName(file.name);
              setReadError(undefined);
            } catch (error) {
              setReadError(error instanceof Error ? error.message : String(error));
            }
          }}
        />
      </Button>
      {readError ? <FormHelperText error>{readError}</FormHelperText> : null}
      {fileName ? <FormHelperText>{t('fileLoaded', { name: fileName })}</FormHelperText> : null}
      {!fileName && encoded ? (
        <FormHelperText>{t('certLoaded', { n: encoded.length })}</FormHelperText>
      ) : null}
    </Stack>
  );
}
