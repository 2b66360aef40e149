import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ChangeEvent } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { kubeConfigRules } from './clusterValidation';

const EDITOR_ROWS = 12;

/** The kubeconfig, pasted or edited as text, or read from a file the user uploads. */
export const KubeConfigInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setValue('kubeConfig', await file.text(), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Stack sx={{ width: '100%' }}>
      <Button component="label" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start', mb: 1 }}>
        {translate('resources.clusters.action.upload')}
        <input type="file" hidden onChange={readFile} />
      </Button>
      <TextInput
        source="kubeConfig"
        multiline
        minRows={EDITOR_ROWS}
        maxRows={EDITOR_ROWS * 2}
        validate={kubeConfigRules}
        slotProps={{ htmlInput: { spellCheck: false } }}
        sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
      />
    </Stack>
  );
};
