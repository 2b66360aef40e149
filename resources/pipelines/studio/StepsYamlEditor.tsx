import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CodeEditor } from '@schemas/code/CodeEditor';
import { useTranslate } from 'react-admin';
import { problemText, type StepProblem } from '../shared/pipelineSteps';

const YAML = 'resources.pipelineStudio.yaml';

/** The pipeline's steps as YAML, with every reason the text is refused listed below it. */
export const StepsYamlEditor = ({
  value,
  problems,
  onChange,
}: {
  value: string;
  problems: StepProblem[];
  onChange: (value: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${YAML}.hint`)}
      </Typography>
      <CodeEditor
        value={value}
        onChange={onChange}
        language="yaml"
        label={translate(`${YAML}.label`)}
        height={420}
      />
      {problems.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problems.map((problem, index) => (
            <Typography key={index} variant="body2">
              {problemText(problem, translate)}
            </Typography>
          ))}
        </Alert>
      )}
    </Box>
  );
};
