import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AddonStatus } from '@dataProvider/verbs/addons';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { LinkBase, useGetOne, useTranslate } from 'react-admin';
import { appStatusTone } from '../addonRules';
import { AddonEndpointsMenu } from './AddonEndpointsMenu';

interface Props {
  name: string;
  status: AddonStatus;
  onShowStatus: () => void;
}

/** The application that backs the addon, when the server knows it (a link only to what exists). */
function useBackingApplication(name: string) {
  const { data } = useGetOne(
    'applications',
    { id: `addon-${name}`, meta: ERROR_SHOWN_BY_PAGE },
    { retry: false },
  );
  return data;
}

/** The addon application's status in its colour, a link to that application, the status dialog and Endpoints. */
export const AddonStatusBanner = ({ name, status, onShowStatus }: Props) => {
  const translate = useTranslate();
  const application = useBackingApplication(name);
  const appStatus = status.appStatus?.status;
  if (!appStatus) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Alert
        severity={appStatusTone(appStatus)}
        sx={{ flex: 1, alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={onShowStatus}>
            {translate('resources.addons.action.statusDetail')}
          </Button>
        }
      >
        {translate('resources.addons.detail.status', { status: appStatus })}
        {application ? (
          <Link
            component={LinkBase}
            to={`/applications/addon-${encodeURIComponent(name)}/envbinding`}
            sx={{ ml: 2 }}
          >
            {translate('resources.addons.action.details')}
          </Link>
        ) : null}
      </Alert>
      <AddonEndpointsMenu name={name} enabled={status.phase === 'enabled'} />
    </Stack>
  );
};
