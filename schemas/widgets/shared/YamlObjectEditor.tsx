import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { parseYamlObject, toYaml } from '../../code/yamlText';
import type { VelaFormContext } from '../../formContext';
import { valuesEqual } from '../../translate/conditions';

interface YamlObjectEditorProps {
  label: string;
  value: Record<string, unknown> | undefined;
  onChange: (value: Record<string, unknown>) => void;
  /** The parse error, or undefined once the text parses again. */
  onError: (message: string | undefined) => void;
  error: string | undefined;
  context: VelaFormContext;
  readOnly?: boolean;
  height?: number;
}

/** An object edited as YAML; text that does not parse stays on screen with the parse error under it. */
export function YamlObjectEditor({
  label,
  value,
  onChange,
  onError,
  error,
  context,
  readOnly,
  height,
}: YamlObjectEditorProps) {
  const { CodeEditor, t } = context;
  const [draft, setDraft] = useState<{ text: string; value: unknown }>();
  const text = draft && valuesEqual(draft.value, value) ? draft.text : toYaml(value);
  return (
    <>
      <CodeEditor
        label={label}
        value={text}
        readOnly={readOnly}
        height={height}
        onChange={(next) => {
          const parsed = parseYamlObject(next);
          setDraft({ text: next, value: parsed.ok ? parsed.value : value });
          if (parsed.ok) {
            onError(undefined);
            onChange(parsed.value);
          } else {
            onError(`${t('invalidYamlConfig')} ${parsed.error}`);
          }
        }}
      />
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </>
  );
}
