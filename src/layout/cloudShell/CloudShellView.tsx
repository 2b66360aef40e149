import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { VelaDataProvider } from '@dataProvider/index';
import { ErrorState } from '@src/common/kit';
import { openSafeUrl, safeHref } from '@src/common/safeUrl';
import { useEffect, type MouseEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { cloudShellAddress } from './shellAddress';
import { useCloudShellPrepare } from './useCloudShellPrepare';

const PrepareView = ({ status, message }: { status?: string; message?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ height: '100%', display: 'grid', placeContent: 'center', justifyItems: 'center', gap: 1 }}>
      <SettingsIcon sx={{ fontSize: 60 }} aria-hidden />
      <Typography sx={{ fontWeight: 500 }}>{translate('vela.cloudShell.preparing')}</Typography>
      <LinearProgress sx={{ width: 240 }} aria-label={translate('vela.cloudShell.preparingStatus')} />
      {status && <Typography role="status">{message ? `${status}:${message}` : status}</Typography>}
    </Box>
  );
};

/** The drawer's content: the prepare view while the shell is not ready, then the shell itself. */
export const CloudShellView = ({ onNotEnabled }: { onNotEnabled: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const prepare = useCloudShellPrepare();
  // The addon was disabled after the button checked it: the prompt replaces the drawer.
  const notEnabled = (prepare.error as { businessCode?: unknown } | null)?.businessCode === 50020;
  useEffect(() => {
    if (notEnabled) onNotEnabled();
  }, [notEnabled, onNotEnabled]);
  if (notEnabled) return null;
  if (prepare.error) {
    return (
      <ErrorState
        error={prepare.error}
        title="vela.cloudShell.failed"
        onRetry={() => prepare.refetch()}
        retrying={prepare.isFetching}
      />
    );
  }
  if (prepare.data?.status !== 'Completed') {
    return <PrepareView status={prepare.data?.status} message={prepare.data?.message} />;
  }
  const { viewTicket } = prepare.data;
  const address = cloudShellAddress(viewTicket);
  // The frame spent the ticket it opened with: the new tab gets a fresh one first.
  const openFullScreen = (event: MouseEvent) => {
    if (!viewTicket) return;
    event.preventDefault();
    dataProvider.prepareCloudShell().then(
      () => openSafeUrl(address),
      // The HTTP client has toasted the failure; the drawer stays as it is.
      () => undefined,
    );
  };
  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      <Box
        component="iframe"
        src={address}
        title={translate('vela.cloudShell.terminal')}
        sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
      />
      <IconButton
        component="a"
        href={safeHref(address)}
        onClick={openFullScreen}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={translate('vela.cloudShell.fullScreen')}
        title={translate('vela.cloudShell.fullScreen')}
        sx={{ position: 'absolute', top: 8, right: 56, color: 'common.white' }}
      >
        <OpenInFullIcon />
      </IconButton>
    </Box>
  );
};
