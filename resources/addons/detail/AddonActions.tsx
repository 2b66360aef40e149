import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmButton } from '@src/common/kit';
import { CanAccess, useTranslate } from 'react-admin';
import { addonActions } from '../addonRules';

interface Props {
  name: string;
  phase?: string;
  appStatus?: string;
  /** Enable or Upgrade was pressed and its request is under way. */
  sending: boolean;
  onEnable: () => void;
  onUpgrade: () => void;
  onDisable: () => Promise<unknown>;
}

/** Disable, Upgrade and Enable as the addon's phase offers them, each only with its permission. */
export const AddonActions = ({ name, phase, appStatus, sending, onEnable, onUpgrade, onDisable }: Props) => {
  const translate = useTranslate();
  const shown = addonActions(phase, appStatus);
  const resource = `addon:${name}`;
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      {shown.disable ? (
        <ConfirmButton
          label="resources.addons.action.disable"
          confirmText="resources.addons.confirm.disable"
          successMessage="resources.addons.notification.disabled"
          access={{ action: 'disable', resource }}
          disabled={shown.disableBlocked}
          size="medium"
          onConfirm={onDisable}
        />
      ) : null}
      {shown.upgrade ? (
        <CanAccess action="update" resource={resource}>
          <Button variant="contained" loading={sending} onClick={onUpgrade}>
            {translate('resources.addons.action.upgrade')}
          </Button>
        </CanAccess>
      ) : null}
      {shown.enable ? (
        <CanAccess action="enable" resource={resource}>
          <Button variant="contained" loading={sending || shown.enableBusy} onClick={onEnable}>
            {translate('resources.addons.action.enable')}
          </Button>
        </CanAccess>
      ) : null}
    </Stack>
  );
};
