import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { parseKubernetesObjects, toYamlDocuments } from '../../code/yamlText';
import type { VelaFieldProps } from '../../formContext';
import { valuesEqual } from '../../translate/conditions';
import { fieldLabel } from '../shared/labels';
import { useFieldError } from '../shared/useFieldError';

/** A list of Kubernetes objects edited as YAML documents separated by `---`. */
export function K8sObjectsCodeField(props: VelaFieldProps) {
  const { formData, onChange, fieldPathId, schema, name, required, disabled, readonly, registry } = props;
  const context = registry.formContext;
  const { CodeEditor, t } = context;
  const objects: unknown[] = Array.isArray(formData) ? formData : [];
  const [error, reportError] = useFieldError(context, fieldPathId.path);
  const [draft, setDraft] = useState<{ text: string; value: unknown }>();
  const text = draft && valuesEqual(draft.value, objects) ? draft.text : toYamlDocuments(objects);
  const label = fieldLabel(schema, name);
  return (
    <Stack spacing={1}>
      <FormLabel required={required}>{label}</FormLabel>
      <CodeEditor
        label={label}
        value={text}
        readOnly={disabled || readonly}
        height={360}
        onChange={(next) => {
          const parsed = parseKubernetesObjects(next);
          setDraft({ text: next, value: parsed.ok ? parsed.value : objects });
          if (parsed.ok) {
            reportError(undefined);
            onChange(parsed.value, fieldPathId.path);
          } else {
            reportError(`${t('invalidK8sYaml')}: ${parsed.error}`);
          }
        }}
      />
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : (
        <FormHelperText>{t('yamlNote')}</FormHelperText>
      )}
    </Stack>
  );
}
