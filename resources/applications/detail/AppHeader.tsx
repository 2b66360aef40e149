import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { displayName } from '@dataProvider/displayName';
import { formatDateTime } from '@src/common/format';
import { EditApplicationButton } from '../shared/ApplicationActions';
import { AppLabels } from '../shared/AppLabels';
import { EditApplicationDrawer } from '../shared/EditApplicationDrawer';
import { useUrlDrawer } from '@src/common/kit';
import { LinkBase, useTranslate } from 'react-admin';
import { DeployButton } from './DeployButton';
import { useApplication } from '../shared/useApplication';

const nameAndAlias = (app: { name: string; alias?: string }) =>
  app.alias ? `${app.name}(${app.alias})` : app.name;

/** Name(alias), description, labels, project, create time, and the application's Edit and Deploy. */
export const AppHeader = () => {
  const translate = useTranslate();
  const { app, readOnly } = useApplication();
  const { drawer, open, close } = useUrlDrawer();
  return (
    <Card variant="outlined" component="section" aria-labelledby="app-title">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography
            id="app-title"
            variant="h5"
            component="h1"
            sx={{
              flex: { xs: '1 1 100%', md: 1 },
              wordBreak: { xs: 'normal', md: 'break-all' },
              overflowWrap: 'anywhere',
            }}
          >
            {nameAndAlias(app)}
          </Typography>
          {readOnly && (
            <Tooltip title={translate('resources.appDetail.header.readOnlyHint')}>
              <Chip size="small" label={translate('resources.appDetail.header.readOnly')} />
            </Tooltip>
          )}
          <EditApplicationButton app={app} onEdit={() => open('editApp')} />
          <DeployButton />
        </Stack>
        {app.description && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {app.description}
          </Typography>
        )}
        <Stack direction="row" spacing={3} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
          <Typography variant="body2">
            {translate('resources.appDetail.header.project')}:{' '}
            <Link component={LinkBase} to={`/projects/${encodeURIComponent(app.project.name)}/summary`}>
              {displayName(app.project)}
            </Link>
          </Typography>
          <Typography variant="body2">
            {translate('resources.appDetail.header.createTime')}: {formatDateTime(app.createTime)}
          </Typography>
        </Stack>
        <Box sx={{ mt: 1 }}>
          <AppLabels labels={app.labels} />
        </Box>
      </CardContent>
      <EditApplicationDrawer name={drawer === 'editApp' ? app.name : undefined} onClose={close} />
    </Card>
  );
};
