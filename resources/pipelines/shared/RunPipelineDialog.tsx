import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineAddress } from '@dataProvider/verbs/pipelineRuns';
import { DRAWER_WIDTH } from '@src/common/kit';
import { ContextChoices } from './ContextChoices';
import { runPath } from './pipelinePaths';

const RUN = 'resources.pipelineStudio.run';

/**
 * Runs the pipeline with one of its contexts, or with none once the user says none is needed; then opens
 * the new run. A refusal is toasted and the dialog stays.
 */
export const RunPipelineDialog = ({
  address,
  onClose,
}: {
  address: PipelineAddress;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const [contextName, setContextName] = useState('');
  const [noContext, setNoContext] = useState(false);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const started = await dataProvider.runPipeline(address, contextName);
      navigate(runPath(address.project, address.pipeline, started.pipelineRunName));
    } catch {
      // The API error toaster has said why; the user may pick another context.
      setRunning(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="run-pipeline-title"
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
    >
      <DialogTitle id="run-pipeline-title">{translate(`${RUN}.title`)}</DialogTitle>
      <DialogContent>
        <ContextChoices address={address} value={contextName} onChange={setContextName} />
        {contextName ? null : (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox checked={noContext} onChange={(event) => setNoContext(event.target.checked)} />
            }
            label={translate(`${RUN}.noContext`)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!contextName && !noContext}
          loading={running}
          onClick={() => void run()}
        >
          {translate(`${RUN}.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
