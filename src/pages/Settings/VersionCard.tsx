import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@src/common/format';
import type { components } from '../../../contract/api';
import { useTranslate } from 'react-admin';

type SystemInfo = components['schemas']['v1.SystemInfoResponse'];

/** The platform's version and identity, read-only. */
export const VersionCard = ({ info }: { info: SystemInfo }) => {
  const translate = useTranslate();
  const items: [label: string, value: string | undefined][] = [
    ['velaVersion', info.systemVersion.velaVersion],
    ['gitVersion', info.systemVersion.gitVersion],
    ['platformID', info.platformID],
    ['installTime', formatDateTime(info.installTime)],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('vela.settings.version.title')}
        </Typography>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {items.map(([label, value]) => (
            <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`vela.settings.version.${label}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
};
