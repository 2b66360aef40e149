import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/** How long a success message stays (specification: 4000 ms). */
export const SUCCESS_TOAST_MS = 4000;

/**
 * Shows a success toast for 4 s: `notifySuccess('resources.envs.notification.created')`. The message is
 * a catalog key (or text), with optional polyglot arguments.
 */
export function useSuccessNotify() {
  const notify = useNotify();
  return useCallback(
    (message: string, messageArgs?: Record<string, unknown>) =>
      notify(message, {
        type: 'success',
        autoHideDuration: SUCCESS_TOAST_MS,
        messageArgs: { _: message, ...messageArgs },
      }),
    [notify],
  );
}
