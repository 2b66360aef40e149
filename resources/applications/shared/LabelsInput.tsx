import { isHiddenLabel } from '@dataProvider/bodies/applications';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { labelsRules } from './appValidation';

type Labels = Record<string, string>;

/** The visible labels, one `key=value` a line. */
const toText = (labels: unknown): string =>
  Object.entries((labels ?? {}) as Labels)
    .filter(([key]) => !isHiddenLabel(key))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');

/** Lines back to labels; a line without a key keeps the empty key for the rule to refuse. */
const toLabels = (text: string): Labels =>
  Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [key, ...value] = line.split('=');
        return [key.trim(), value.join('=').trim()];
      }),
  );

/**
 * An application's labels as text, one `key=value` a line. The text is kept as typed (a half-typed line
 * must not be rewritten); the system's labels are not shown and the request keeps them.
 */
export const LabelsInput = () => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source: 'labels', validate: labelsRules });
  const [text, setText] = useState(() => toText(field.value));
  return (
    <TextField
      id={id}
      label={translate('resources.applications.fields.labels')}
      multiline
      minRows={2}
      fullWidth
      value={text}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(toLabels(event.target.value));
      }}
      error={fieldState.invalid}
      helperText={
        <InputHelperText helperText="resources.applications.labelsHelp" error={fieldState.error?.message} />
      }
      sx={{ mb: 2 }}
    />
  );
};
