import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { batchWeights, MAX_BATCHES, MIN_BATCHES, type WorkflowStep } from './canaryTransform';

const COUNTS = Array.from({ length: MAX_BATCHES - MIN_BATCHES + 1 }, (_, index) => MIN_BATCHES + index);
const MESSAGES = 'resources.workflowStudio.canary';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={2}>
    <Typography variant="body2" color="text.secondary" sx={{ width: 80, flexShrink: 0 }}>
      {label}
    </Typography>
    <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Stack>
);

interface Props {
  step: WorkflowStep;
  batches: number;
  onChange: (batches: number) => void;
}

/** One deploy step of the canary setting: what it deploys where, and into how many batches. */
export const DeployStepBatches = ({ step, batches, onChange }: Props) => {
  const translate = useTranslate();
  const headingId = useId();
  const policies = step.properties?.policies;
  const weights = [0, ...batchWeights(batches)].map((weight) => `${weight}%`).join(' → ');
  return (
    <Paper variant="outlined" role="group" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {step.alias || step.name}
        </Typography>
        <Stack spacing={0.5}>
          <Field label={translate(`${MESSAGES}.fields.name`)}>{step.name}</Field>
          <Field label={translate(`${MESSAGES}.fields.alias`)}>{step.alias}</Field>
          <Field label={translate(`${MESSAGES}.fields.policies`)}>
            {Array.isArray(policies) ? policies.join(', ') : ''}
          </Field>
        </Stack>
        <TextField
          select
          required
          size="small"
          label={translate(`${MESSAGES}.fields.batches`)}
          value={batches}
          onChange={(event) => onChange(Number(event.target.value))}
          helperText={translate(`${MESSAGES}.weights`, { weights })}
          sx={{ maxWidth: 240 }}
        >
          {COUNTS.map((count) => (
            <MenuItem key={count} value={count}>
              {count}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
};
