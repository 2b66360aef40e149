import Box from '@mui/material/Box';
import { dump } from 'js-yaml';
import type { WorkflowStepDefinition } from './stepGraph';
import { StepEmpty } from './StepEmpty';
import { STEP_TEXT_BOX } from './stepTextBox';

const STEP = 'resources.appWorkflowRecords.step';

/** Properties are an object, or a JSON string in older records. */
function propertiesOf(definition?: WorkflowStepDefinition): Record<string, unknown> {
  const raw: unknown = definition?.properties;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

/** The step's properties as the workflow or pipeline declares them, in YAML. */
export const StepProperties = ({ definition }: { definition?: WorkflowStepDefinition }) => {
  const properties = propertiesOf(definition);
  if (Object.keys(properties).length === 0) return <StepEmpty text={`${STEP}.noProperties`} />;
  return (
    <Box component="pre" sx={STEP_TEXT_BOX}>
      {dump(properties)}
    </Box>
  );
};
