import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApplication } from '../shared/useApplication';
import { appResource } from '../shared/application';
import { useUrlDrawer } from '@src/common/kit';
import { CanAccess, useTranslate } from 'react-admin';

/**
 * An environment the application was never deployed to (or was recycled from): 'Not Deploy' and Deploy.
 * Deploy opens `#deploy`, the Deploy dialog of the application header (one dialog per page).
 */
export const NotDeployed = () => {
  const translate = useTranslate();
  const { app, project, readOnly } = useApplication();
  const { open } = useUrlDrawer();
  return (
    <Stack alignItems="center" spacing={1.5} sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h6" component="h2">
        {translate('resources.appEnvStatus.notDeployed.title')}
      </Typography>
      <Typography color="text.secondary">{translate('resources.appEnvStatus.notDeployed.text')}</Typography>
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
      </CanAccess>
    </Stack>
  );
};
