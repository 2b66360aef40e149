import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Button from '@mui/material/Button';
import { appResource } from '../shared/application';
import { useUrlDrawer } from '@src/common/kit';
import { CanAccess, useTranslate } from 'react-admin';
import { DeployDialog } from './DeployDialog';
import { useApplication } from '../shared/useApplication';

/** Deploy and its dialog (`#deploy`); hidden without `deploy`, disabled for a read-only application. */
export const DeployButton = () => {
  const translate = useTranslate();
  const { app, project, readOnly } = useApplication();
  const { drawer, open, close } = useUrlDrawer();
  return (
    <CanAccess action="deploy" resource={appResource(project, app.name)}>
      <Button
        variant="contained"
        size="small"
        startIcon={<RocketLaunchIcon />}
        disabled={readOnly}
        onClick={() => open('deploy')}
      >
        {translate('resources.appDetail.action.deploy')}
      </Button>
      <DeployDialog open={drawer === 'deploy' && !readOnly} onClose={close} />
    </CanAccess>
  );
};
