import Alert from '@mui/material/Alert';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { CodeEditor } from '@schemas/code/CodeEditor';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { workflowToYaml, yamlToWorkflow, type YamlProblem } from './studioYaml';
import type { StudioWorkflow } from './studioWorkflow';

export interface StudioYamlProps {
  workflow: StudioWorkflow;
  onChange: (workflow: StudioWorkflow) => void;
  readOnly?: boolean;
}

/**
 * The workflow as YAML in the Monaco editor. A valid text changes the workflow at once (the canvas and
 * the mode selectors follow); an invalid one says why in red and changes nothing. A change made
 * elsewhere (a mode selector) rewrites the text.
 */
export const StudioYaml = ({ workflow, onChange, readOnly }: StudioYamlProps) => {
  const translate = useTranslate();
  const [text, setText] = useState(() => workflowToYaml(workflow));
  const [problem, setProblem] = useState<YamlProblem>();
  // The workflow this text was read as: when the workflow is that one, the user's text stays as typed.
  const fromText = useRef(workflow);
  useEffect(() => {
    if (workflow === fromText.current) return;
    fromText.current = workflow;
    setText(workflowToYaml(workflow));
    setProblem(undefined);
  }, [workflow]);
  const edit = (next: string) => {
    setText(next);
    const result = yamlToWorkflow(next);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(undefined);
    fromText.current = result.workflow;
    onChange(result.workflow);
  };
  const label = translate('resources.workflowStudio.yaml.label');
  return (
    <Stack spacing={1}>
      <FormHelperText>{translate('resources.workflowStudio.yaml.note')}</FormHelperText>
      <CodeEditor
        value={text}
        onChange={edit}
        language="yaml"
        label={label}
        height={480}
        readOnly={readOnly}
      />
      {problem ? (
        <Alert severity="error" role="alert">
          {translate(`resources.workflowStudio.yaml.${problem.key}`, problem.values)}
        </Alert>
      ) : null}
    </Stack>
  );
};
