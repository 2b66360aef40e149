import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EnvBinding } from '../shared/useAppBindings';
import { isCanaryWorkflow, type AppWorkflow } from '../shared/appWorkflow';
import { StatusChip, statusTone } from '@src/common/kit';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

interface EnvPickerProps {
  bindings: EnvBinding[];
  value?: string;
  onChange: (env: string) => void;
  statusOf: (env: string) => string | undefined;
}

/** The bound environments, each with its status ('Undeployed' when it was never deployed). */
export const EnvPicker = ({ bindings, value, onChange, statusOf }: EnvPickerProps) => {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{translate('resources.appDetail.deploy.env')}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value ?? ''} onChange={(_, env) => onChange(env)}>
        {bindings.map((binding) => {
          const status = statusOf(binding.name);
          return (
            <FormControlLabel
              key={binding.name}
              value={binding.name}
              control={<Radio />}
              label={
                <Stack direction="row" spacing={1} alignItems="center">
                  <span>{binding.alias || binding.name}</span>
                  <StatusChip
                    label={status ?? 'resources.appDetail.deploy.undeployed'}
                    tone={status ? statusTone(status) : 'neutral'}
                  />
                </Stack>
              }
            />
          );
        })}
      </RadioGroup>
    </FormControl>
  );
};

interface WorkflowPickerProps {
  workflows: AppWorkflow[];
  value?: string;
  onChange: (workflow: string) => void;
  /** Canary workflows are offered only while the application runs in the environment. */
  running: boolean;
  error?: string;
}

/** The environment's workflows; canary ones disabled unless the application is running there. */
export const WorkflowPicker = ({ workflows, value, onChange, running, error }: WorkflowPickerProps) => {
  const translate = useTranslate();
  const labelId = useId();
  if (workflows.length === 0) {
    return <Alert severity="warning">{translate('resources.appDetail.deploy.noWorkflow')}</Alert>;
  }
  const canaryDisabled = !running && workflows.some(isCanaryWorkflow);
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>{translate('resources.appDetail.deploy.workflow')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value ?? ''}
        onChange={(_, workflow) => onChange(workflow)}
      >
        {workflows.map((workflow) => (
          <FormControlLabel
            key={workflow.name}
            value={workflow.name}
            control={<Radio />}
            disabled={!running && isCanaryWorkflow(workflow)}
            label={
              <Stack direction="row" spacing={1} alignItems="center">
                <span>{workflow.alias || workflow.name}</span>
                {workflow.default && (
                  <Typography variant="caption" color="text.secondary">
                    ({translate('resources.appDetail.deploy.defaultWorkflow')})
                  </Typography>
                )}
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      {canaryDisabled && (
        <FormHelperText>{translate('resources.appDetail.deploy.canaryDisabled')}</FormHelperText>
      )}
      {error && <FormHelperText>{translate(error)}</FormHelperText>}
    </FormControl>
  );
};
