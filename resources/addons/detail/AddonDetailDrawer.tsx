import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { VelaDataProvider } from '@dataProvider/index';
import { ErrorState, FormDrawer, LoadingBlock, useSuccessNotify, WIDE_DRAWER_WIDTH } from '@src/common/kit';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { EXPERIMENTAL_REGISTRY } from '../addonRules';
import { AddonActions } from './AddonActions';
import { AddonBody } from './AddonBody';
import { AddonStatusBanner } from './AddonStatusBanner';
import { AddonStatusDialog } from './AddonStatusDialog';
import { useAddonChoices } from './useAddonChoices';
import { useAddonDetail, useAddonStatus, useRefreshAddons } from './useAddonDetail';

/** The server knows no such addon in any registry (50001, a 404). */
function isMissing(error: unknown): boolean {
  const { status, businessCode } = (error ?? {}) as { status?: unknown; businessCode?: unknown };
  return businessCode === 50001 || status === 404;
}

interface Props {
  name: string;
  onClose: () => void;
  /** Where another addon's name leads (a dependency). */
  addonPath: (name: string) => string;
}

/** The addon's drawer (800 wide): status, version, clusters, properties, what it brings, and its actions. */
export const AddonDetailDrawer = ({ name, onClose, addonPath }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefreshAddons();
  const notifySuccess = useSuccessNotify();
  const status = useAddonStatus(name);
  const [chosenVersion, setChosenVersion] = useState<string>();
  const version = chosenVersion ?? (status.data?.installedVersion || undefined);
  const detail = useAddonDetail(name, version, !status.isPending);
  const choices = useAddonChoices(status.data, detail.data, chosenVersion);
  const [showStatus, setShowStatus] = useState(false);
  const phase = status.data?.phase ?? '';
  const title = phase
    ? translate('resources.addons.detail.title', {
        name,
        status: translate(`resources.addons.phase.${phase}`, { _: phase }),
      })
    : name;

  const send = async (kind: 'enable' | 'upgrade') => {
    const body = choices.requestBody(kind);
    if (!body) return;
    choices.setSending(true);
    try {
      if (kind === 'enable') await dataProvider.enableAddon(name, body);
      else await dataProvider.upgradeAddon(name, body);
      notifySuccess(`resources.addons.notification.${kind === 'enable' ? 'enabled' : 'upgraded'}`);
      refresh();
    } catch {
      // The API error toaster has shown the refusal; the choices stay as they were.
    } finally {
      choices.setSending(false);
    }
  };
  const disable = async () => {
    await dataProvider.disableAddon(name);
    refresh();
  };

  const failure = detail.error ?? status.error;
  return (
    <FormDrawer open onClose={onClose} title={title} width={WIDE_DRAWER_WIDTH}>
      <Box sx={{ p: 3, flex: 1, overflowY: 'auto' }}>
        {isMissing(detail.error) ? (
          <Alert severity="info">{translate('resources.addons.detail.notFound', { name })}</Alert>
        ) : failure ? (
          <ErrorState
            error={failure}
            onRetry={() => void (detail.error ? detail.refetch() : status.refetch())}
            retrying={detail.isFetching || status.isFetching}
          />
        ) : !detail.data || !status.data ? (
          <LoadingBlock label="resources.addons.detail.loading" height={320} />
        ) : (
          <>
            {detail.data.registryName === EXPERIMENTAL_REGISTRY ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {translate('resources.addons.experimentalWarning')}
              </Alert>
            ) : null}
            <AddonStatusBanner name={name} status={status.data} onShowStatus={() => setShowStatus(true)} />
            <AddonBody
              detail={detail.data}
              status={status.data}
              choices={choices}
              onVersion={setChosenVersion}
              addonPath={addonPath}
            />
            <AddonStatusDialog
              open={showStatus}
              status={status.data}
              refreshing={status.isFetching}
              onRefresh={() => void status.refetch()}
              onClose={() => setShowStatus(false)}
            />
          </>
        )}
      </Box>
      <Divider />
      <Stack spacing={1} sx={{ px: 3, py: 2 }}>
        {choices.problem ? (
          <Alert severity="warning" role="alert">
            {translate(choices.problem)}
          </Alert>
        ) : null}
        {status.data && detail.data ? (
          <AddonActions
            name={name}
            phase={phase}
            appStatus={status.data.appStatus?.status}
            sending={choices.sending}
            onEnable={() => void send('enable')}
            onUpgrade={() => void send('upgrade')}
            onDisable={disable}
          />
        ) : null}
      </Stack>
    </FormDrawer>
  );
};
