import { Notification } from 'react-admin';
import { ApiErrorToaster } from './ApiErrorToaster';
import { SessionExpiredDialog } from './SessionExpiredDialog';

/**
 * Mounted by <Admin> in place of its notification area, so the toasts and the session dialog are
 * present on every route, with or without the layout.
 */
export const ShellNotifications = () => (
  <>
    <Notification />
    <ApiErrorToaster />
    <SessionExpiredDialog />
  </>
);
