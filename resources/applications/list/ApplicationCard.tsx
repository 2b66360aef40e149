import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@src/common/format';
import { StarButton, type Starred } from '@src/common/kit';
import { useId } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { applicationPath, isReadOnlyApp, type Application } from '../shared/application';
import { ApplicationActions } from '../shared/ApplicationActions';
import { AppIcon } from './AppIcon';
import { AppLabels } from '../shared/AppLabels';

interface Props {
  app: Application;
  onEdit: (name: string) => void;
  starred: Starred;
}

/** One application: icon, alias or name (a link to it), its star, description, labels, create time, ReadOnly. */
export const ApplicationCard = ({ app, onEdit, starred }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <AppIcon icon={app.icon} />
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            <Link component={LinkBase} to={applicationPath(app.name)}>
              {app.alias || app.name}
            </Link>
          </Typography>
          {isReadOnlyApp(app) ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={translate('resources.applications.readOnly')}
            />
          ) : null}
          <StarButton name={app.name} starred={starred} />
        </Stack>
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {app.description}
        </Typography>
        <AppLabels labels={app.labels} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(app.createTime)}
        </Typography>
        <ApplicationActions app={app} onEdit={onEdit} />
      </CardActions>
    </Card>
  );
};
