import Button from '@mui/material/Button';
import type { VelaDataProvider } from '@dataProvider/index';
import { ConfirmButton, useSuccessNotify } from '@src/common/kit';
import { useState } from 'react';
import { CanAccess, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { userPermission, type User } from './user';

const STATUS_UPDATED = 'resources.users.notification.statusUpdated';

/** Enable for a disabled user, Disable (asked first: it signs the user out) for an active one. */
export const UserStatusButton = () => {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const notifySuccess = useSuccessNotify();
  const [enabling, setEnabling] = useState(false);
  if (!user) return null;
  const { name } = user;

  if (!user.disabled) {
    return (
      <ConfirmButton
        label="resources.users.action.disable"
        ariaLabel={`${translate('resources.users.action.disable')} ${name}`}
        confirmText={translate('resources.users.confirm.disable', { name })}
        color="warning"
        access={{ action: 'disable', resource: userPermission(name) }}
        successMessage={STATUS_UPDATED}
        onConfirm={async () => {
          await dataProvider.disableUser(name);
          refresh();
        }}
      />
    );
  }

  const enable = async () => {
    setEnabling(true);
    try {
      await dataProvider.enableUser(name);
      notifySuccess(STATUS_UPDATED);
      refresh();
    } catch {
      // The API error toaster has reported the refusal; the user stays disabled.
    } finally {
      setEnabling(false);
    }
  };
  return (
    <CanAccess action="enable" resource={userPermission(name)}>
      <Button
        size="small"
        loading={enabling}
        onClick={enable}
        aria-label={`${translate('resources.users.action.enable')} ${name}`}
      >
        {translate('resources.users.action.enable')}
      </Button>
    </CanAccess>
  );
};
