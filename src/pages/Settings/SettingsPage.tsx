import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { VelaDataProvider } from '@dataProvider/index';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, FormSkeleton, ListHeading, PanelBoundary } from '@src/common/kit';
import { useDataProvider } from 'react-admin';
import { useShellAuth } from '../../auth/useShellAuth';
import { SettingsForm } from './SettingsForm';
import { VersionCard } from './VersionCard';

const CALLBACK = /\/callback$/;

/** /settings: version, login mode, address, default projects for SSO users, data collection. */
export const SettingsPage = () => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const auth = useShellAuth();
  const info = useQuery({
    queryKey: ['systemInfo'],
    queryFn: () => dataProvider.getSystemInfo(ERROR_SHOWN_BY_PAGE),
  });
  const usesDex = info.data?.loginType === 'dex';
  // Dex sends users back to the address it was set up with; before that, this console's own address.
  const dex = useQuery({ queryKey: ['dexConfig'], queryFn: () => auth.getDexConfig(), enabled: usesDex });
  const redirectURL: unknown = dex.data?.redirectURL;
  const address =
    (usesDex && typeof redirectURL === 'string' && redirectURL.replace(CALLBACK, '')) ||
    window.location.origin;

  let body;
  if (info.error) {
    body = (
      <ErrorState
        error={info.error}
        title="vela.settings.loadFailed"
        onRetry={() => info.refetch()}
        retrying={info.isFetching}
      />
    );
  } else if (info.isPending || (usesDex && dex.isPending)) {
    body = <FormSkeleton />;
  } else {
    // Each card is a panel: one that cannot draw the answer says so with Retry (which reads the settings
    // again), the other keeps working, and the form keeps what was typed.
    const panel = { onRetry: () => void info.refetch(), resetKey: info.data };
    body = (
      <Stack spacing={2}>
        <PanelBoundary name="vela.settings.version.title" {...panel}>
          <VersionCard info={info.data} />
        </PanelBoundary>
        <PanelBoundary name="vela.kit.panel.form" {...panel}>
          <Card variant="outlined">
            <SettingsForm info={info.data} address={address} />
          </Card>
        </PanelBoundary>
      </Stack>
    );
  }
  return (
    <Box sx={{ maxWidth: 960 }}>
      <ListHeading title="vela.settings.title" />
      {body}
    </Box>
  );
};
