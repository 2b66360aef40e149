import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ErrorState, PanelBoundary } from '@src/common/kit';
import { useId, useState } from 'react';
import { CanAccess, LinkBase, useTranslate } from 'react-admin';
import {
  DEFAULT_BATCHES,
  deploySteps,
  ROLLOUT_ADDON,
  toCanarySteps,
  type WorkflowStep,
} from './canaryTransform';
import { DeployStepBatches } from './DeployStepBatches';
import { useCanaryDefinition } from './useCanaryDefinition';

const MESSAGES = 'resources.workflowStudio.canary';

const AddonMissing = () => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      action={
        <CanAccess action="list" resource="addon:*">
          <Button color="inherit" size="small" component={LinkBase} to={`/addons/${ROLLOUT_ADDON}`}>
            {translate(`${MESSAGES}.enableAddon`)}
          </Button>
        </CanAccess>
      }
    >
      {translate(`${MESSAGES}.addonMissing`)}
    </Alert>
  );
};

interface BatchFormProps {
  steps: WorkflowStep[];
  batches: Record<string, number>;
  onBatches: (batches: Record<string, number>) => void;
}

const BatchForm = ({ steps, batches, onBatches }: BatchFormProps) => {
  const translate = useTranslate();
  const deploys = deploySteps(steps);
  if (deploys.length === 0) {
    return <Alert severity="warning">{translate(`${MESSAGES}.noDeploySteps`)}</Alert>;
  }
  return (
    <Stack spacing={2}>
      <Alert severity="info">{translate(`${MESSAGES}.hint`)}</Alert>
      {deploys.map((step) => (
        <DeployStepBatches
          key={step.name}
          step={step}
          batches={batches[step.name] ?? DEFAULT_BATCHES}
          onChange={(count) => onBatches({ ...batches, [step.name]: count })}
        />
      ))}
    </Stack>
  );
};

interface SettingProps {
  steps: WorkflowStep[];
  onApply: (steps: WorkflowStep[]) => void;
  onClose: () => void;
}

/** The dialog's body, mounted while it is open: the definitions are read and the counts kept only then. */
const CanarySetting = ({ steps, onApply, onClose }: SettingProps) => {
  const translate = useTranslate();
  const [batches, setBatches] = useState<Record<string, number>>({});
  const definition = useCanaryDefinition();
  const canApply = definition.available === true && deploySteps(steps).length > 0;
  return (
    <>
      <DialogContent>
        {definition.error ? (
          <ErrorState
            error={definition.error}
            onRetry={definition.retry}
            retrying={definition.retrying}
            title={`${MESSAGES}.definitionsFailed`}
          />
        ) : definition.available === undefined ? (
          <Stack alignItems="center" sx={{ py: 3 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Stack>
        ) : definition.available ? (
          // Steps of a shape it cannot draw fail here; Cancel still closes the dialog.
          <PanelBoundary name={`${MESSAGES}.setting`}>
            <BatchForm steps={steps} batches={batches} onBatches={setBatches} />
          </PanelBoundary>
        ) : (
          <AddonMissing />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {canApply && (
          <Button
            variant="contained"
            onClick={() => {
              onApply(toCanarySteps(steps, batches));
              onClose();
            }}
          >
            {translate('ra.action.confirm')}
          </Button>
        )}
      </DialogActions>
    </>
  );
};

interface Props extends SettingProps {
  open: boolean;
}

/**
 * Canary Rollout Setting (600 wide): a batch count (1 to 4, default 2) per deploy step of the steps as
 * edited now, applied as canary step groups. Without the canary-deploy step it asks for the
 * kruise-rollout addon; without a deploy step it says there is none.
 */
export const CanaryDialog = ({ open, steps, onApply, onClose }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(`${MESSAGES}.setting`)}</DialogTitle>
      <CanarySetting steps={steps} onApply={onApply} onClose={onClose} />
    </Dialog>
  );
};
