import { isHiddenLabel } from '@dataProvider/bodies/applications';
import { TextInput } from 'react-admin';
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

/** An application's labels as text; the system's labels are not shown and the request keeps them. */
export const LabelsInput = () => (
  <TextInput
    source="labels"
    multiline
    minRows={2}
    format={toText}
    parse={toLabels}
    validate={labelsRules}
    helperText="resources.applications.labelsHelp"
  />
);
